// The browser tests run in Debian's Chromium headless shell
// (decisions/0004-browser-tests-in-the-headless-shell.md), with the
// flags every Chromium needs here.
export {chromiumArgs, headlessShellExecutable} from '../scripts/chromium.mjs';
