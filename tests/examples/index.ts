/**
 * `npm run test:examples`: runs every example a reader can run, as the reader
 * would, and reports each one as run, illustrative (with the reason it cannot
 * run here) or failed. See tests/examples/README.md.
 *
 * EXAMPLES_VERBOSE=1 prints what was checked for the examples that ran, too.
 *
 * Every file in tests/examples/suites/ that exports `suite` (tests/examples/lib/types.ts)
 * is a suite; they run one after another, in file-name order. Arguments filter
 * suites by file name: `npm run test:examples -- webhooks`.
 *
 * The last line is always `examples: R run, I illustrative, F failed`, and the exit
 * code is 1 when F > 0.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {startPrism, type Prism} from './lib/prism';
import type {ExampleResult, HarnessContext, Suite} from './lib/types';

const root = path.resolve(__dirname, '../..');
/** EXAMPLES_VERBOSE=1 also prints what was checked for each example that ran. */
const verbose = process.env.EXAMPLES_VERBOSE === '1';
const suitesDir = path.join(__dirname, 'suites');

async function loadSuites(filters: string[]): Promise<{file: string; suite: Suite}[]> {
  const files = fs
    .readdirSync(suitesDir)
    .filter((name) => /\.ts$/.test(name) && !name.endsWith('.d.ts'))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort();
  const loaded: {file: string; suite: Suite}[] = [];
  for (const file of files) {
    const module = (await import(path.join(suitesDir, file))) as {suite?: Suite};
    if (!module.suite) throw new Error(`tests/examples/suites/${file} exports no \`suite\``);
    loaded.push({file, suite: module.suite});
  }
  return loaded;
}

async function main(): Promise<number> {
  const temps: string[] = [];
  let prism: Promise<Prism> | undefined;
  const context: HarnessContext = {
    root,
    prismBase: async () => {
      prism ??= startPrism(root);
      return (await prism).base;
    },
    tempDir: (prefix) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `saturn-examples-${prefix}-`));
      temps.push(dir);
      return dir;
    },
    log: (message) => console.log(`  ${message}`),
  };

  const results: ExampleResult[] = [];
  try {
    for (const {file, suite} of await loadSuites(process.argv.slice(2))) {
      const started = Date.now();
      console.log(`\n--- ${suite.name} (suites/${file})`);
      let suiteResults: ExampleResult[];
      try {
        suiteResults = await suite.run(context);
      } catch (error) {
        suiteResults = [
          {
            example: `suite ${suite.name}`,
            status: 'failed',
            details: [String((error as Error).stack ?? error)],
          },
        ];
      }
      for (const result of suiteResults) {
        const mark = {run: 'ok  ', illustrative: 'skip', failed: 'FAIL'}[result.status];
        console.log(`${mark} ${result.example}`);
        for (const detail of result.status === 'run' && !verbose ? [] : result.details) {
          console.log(`       ${detail.replace(/\n/g, '\n       ')}`);
        }
      }
      console.log(
        `--- ${suite.name}: ${suiteResults.length} examples in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      results.push(...suiteResults);
    }
  } finally {
    if (prism) await prism.then((p) => p.stop()).catch(() => undefined);
    for (const dir of temps) fs.rmSync(dir, {recursive: true, force: true});
  }

  const count = (status: ExampleResult['status']): number =>
    results.filter((result) => result.status === status).length;
  const failed = count('failed');
  console.log(
    `\nexamples: ${count('run')} run, ${count('illustrative')} illustrative, ${failed} failed`,
  );
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\nexamples: 0 run, 0 illustrative, 1 failed');
    process.exit(1);
  },
);
