/**
 * Fails when the words of a legal page changed and its date did not.
 *
 * `legalTextHashes` in src/data/company.ts records, with each legal page's date, the SHA-256
 * of the page's Markdown copy (`build/legal/<name>.md`, written by plugins/delivery): the words
 * a reader gets, whether they are typed in `docs/legal/<name>.mdx` or rendered from a model
 * value, so neither kind of edit can change a published text under its old date. The copy is
 * hashed as a build with the default URLs writes it: a build for another domain
 * (`SATURN_*_URL`, src/data/urls.ts) has its URLs put back to the defaults first.
 * Usage: npx tsx tests/checks/legal-texts.ts [build-dir]
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {legalLastUpdated, legalTextHashes} from '../../src/data/company';
import {defaultUrls, resolveUrls, type SiteUrls} from '../../src/data/urls';
import {buildDirArgument, isMainModule} from './cli';

export type LegalText = keyof typeof legalLastUpdated;

/** A Markdown copy as the default URLs would have written it. */
export function withDefaultUrls(markdown: string, urls: SiteUrls): string {
  // The longest URL first, so that one URL that starts another is not replaced inside it.
  const keys = (Object.keys(urls) as (keyof SiteUrls)[]).sort(
    (a, b) => urls[b].length - urls[a].length,
  );
  let text = markdown;
  const placeholders = keys.map((key, index) => {
    const placeholder = `\u0000${index}\u0000`;
    text = text.split(urls[key]).join(placeholder);
    return [placeholder, defaultUrls[key]] as const;
  });
  for (const [placeholder, url] of placeholders) text = text.split(placeholder).join(url);
  return text;
}

/** The first 16 hex digits of the SHA-256 of a text, as `legalTextHashes` records them. */
export function legalTextHash(markdown: string): string {
  return createHash('sha256').update(markdown, 'utf8').digest('hex').slice(0, 16);
}

export interface LegalTextProblem {
  name: LegalText;
  problem: string;
}

/** What the check compares a build with: the model's dates and hashes, and the build's URLs. */
export interface LegalTextRecords {
  dates: Readonly<Record<LegalText, string>>;
  recorded: Readonly<Record<LegalText, {date: string; sha256: string}>>;
  urls: SiteUrls;
}

export function checkLegalTexts(
  buildDir: string,
  {
    dates = legalLastUpdated,
    recorded: records = legalTextHashes,
    urls = resolveUrls(process.env),
  }: Partial<LegalTextRecords> = {},
): {problems: LegalTextProblem[]; hashes: Partial<Record<LegalText, string>>} {
  const problems: LegalTextProblem[] = [];
  const hashes: Partial<Record<LegalText, string>> = {};
  for (const name of Object.keys(dates) as LegalText[]) {
    const file = path.join(buildDir, 'legal', `${name}.md`);
    if (!fs.existsSync(file)) {
      problems.push({name, problem: `${file} is missing: the build wrote no Markdown copy`});
      continue;
    }
    const hash = legalTextHash(withDefaultUrls(fs.readFileSync(file, 'utf8'), urls));
    hashes[name] = hash;
    const recorded = records[name];
    if (recorded.date !== dates[name]) {
      problems.push({
        name,
        problem: `legalTextHashes.${name} is recorded for ${recorded.date}, but the page is dated ${dates[name]}: record the hash of the text with its own date`,
      });
    }
    if (hash !== recorded.sha256) {
      problems.push({
        name,
        problem: `the words of /legal/${name} changed (SHA-256 ${hash}, recorded ${recorded.sha256} for ${recorded.date}), in docs/legal/${name}.mdx or in a model value it renders. Keep the previous text in legal-versions/ (npx tsx plugins/delivery/legal-version.ts HEAD ${name} renders it from the last commit; that folder's README says more), give the page a new date in legalLastUpdated, build, and record this check's hash with that date in legalTextHashes`,
      });
    }
  }
  return {problems, hashes};
}

if (isMainModule(__filename)) {
  const {problems, hashes} = checkLegalTexts(buildDirArgument());
  for (const {name, problem} of problems) console.error(`${name}: ${problem}`);
  console.log(
    `legal texts: ${Object.entries(hashes)
      .map(([name, hash]) => `${name} ${hash}`)
      .join(', ')}; ${problems.length} problems`,
  );
  process.exit(problems.length ? 1 : 0);
}
