/**
 * `npm run test:examples:shell`: runs the shell examples of docs/ and ends with
 * `examples: R run, I illustrative, F failed`. Exits 1 when a block failed.
 * Set SHELL_EXAMPLES_OLD_BASH to an older bash (such as 4.2) to run the
 * scripts with it as well; set SHELL_EXAMPLES_VERBOSE=1 to see every block.
 */
import {runShellExamples} from './index';

const verbose = process.env.SHELL_EXAMPLES_VERBOSE === '1';

runShellExamples({
  log: (line) => {
    if (verbose || !/^(ok|illustrative) /.test(line)) console.log(line);
  },
})
  .then(({run, illustrative, failed}) => {
    for (const {name, reason} of failed) console.error(`${name}: ${reason}`);
    console.log(`examples: ${run} run, ${illustrative} illustrative, ${failed.length} failed`);
    process.exit(failed.length ? 1 : 0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
