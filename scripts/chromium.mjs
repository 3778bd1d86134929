// Debian's Chromium and the flags it needs here, shared by the browser tests
// (tests/browser.ts) and the benchmark (scripts/bench.mjs).
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
 * Debian's Chromium; override with CHROMIUM_PATH. No tool downloads a browser here.
 * @returns {string}
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it with "sudo apt-get install chromium" (Debian) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}
