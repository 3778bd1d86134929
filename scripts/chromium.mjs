// Debian's Chromium builds and the flags they need here. The browser tests
// (tests/browser.ts) run in Debian's headless shell, the build of Chromium made for
// automation, which Playwright also runs by default
// (decisions/0004-browser-tests-in-the-headless-shell.md); the benchmark,
// the diagrams and the other scripts run in Debian's Chromium itself.
import fs from 'node:fs';

/** Flags that let headless Chromium run as root in a sandbox with no outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The first of `candidates` that exists, or an error that says what to install.
 * @param {(string | undefined)[]} candidates
 * @param {string} missing
 * @returns {string}
 */
function firstExisting(candidates, missing) {
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error(missing);
  return found;
}

/**
 * Debian's Chromium; override with CHROMIUM_PATH. No tool downloads a browser here.
 * @returns {string}
 */
export function chromiumExecutable() {
  return firstExisting(
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    'Chromium was not found. Install it with "sudo apt-get install chromium" (Debian) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium
 * release and the same Blink, V8 and network stack, without the browser's user interface;
 * override with CHROMIUM_HEADLESS_SHELL_PATH.
 * @returns {string}
 */
export function headlessShellExecutable() {
  return firstExisting(
    [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'],
    'The Chromium headless shell was not found. Install it with "sudo apt-get install chromium-headless-shell" (Debian) or set CHROMIUM_HEADLESS_SHELL_PATH to a Chromium headless shell.',
  );
}
