// The browser tests use the same Chromium and flags as the benchmark.
export {chromiumArgs, chromiumExecutable} from '../scripts/chromium.mjs';
