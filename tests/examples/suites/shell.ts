/**
 * The shell blocks of docs/: ShellCheck on each, sandbox runs of the complete ones,
 * and the checks of tests/examples/shell (crontab lines, tokens kept out of shell
 * history and `ps`, bash 4.2 and BSD `date` portability). See tests/examples/shell/README.md.
 */
import {runShellExamples} from '../shell';
import type {Suite} from '../lib/types';

export const suite: Suite = {
  name: 'shell blocks',
  async run(context) {
    // Per-block lines are printed by the harness from the results; only the header goes to the log.
    const {blocks} = await runShellExamples({
      log: (line) => {
        if (!/^(ok|illustrative|FAIL) /.test(line)) context.log(line);
      },
    });
    return blocks.map(({name, status, details}) => ({example: name, status, details}));
  },
};
