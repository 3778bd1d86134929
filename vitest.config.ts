import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The unit tests are pure functions over the model and the build's inputs: they share no
    // state, so one worker thread runs many files without re-importing the modules they share.
    // That is most of the suite's time on two cores (`npx vitest run` reports it).
    pool: 'threads',
    isolate: false,
    // The longest tests walk years of DST nights for every CronJob the pages show: about 2 s on
    // a quiet machine, over 5 s (vitest's default limit) while the build runs beside them.
    testTimeout: 30_000,
  },
  resolve: {
    alias: {'@site': __dirname},
  },
});
