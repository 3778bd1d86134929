import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {defaultUrls, type SiteUrls} from '../../src/data/urls';
import {checkLegalTexts, legalTextHash, withDefaultUrls} from '../checks/legal-texts';

/** URLs of a build for another domain, where one URL starts another as the defaults do. */
const otherUrls: SiteUrls = Object.fromEntries(
  Object.entries(defaultUrls).map(([key, url]) => [key, url.replace('saturn.example', 'ops.test')]),
) as unknown as SiteUrls;

const terms = `# Terms of service\n\nSource: ${defaultUrls.site}/legal/terms\n\nSee ${defaultUrls.pricing} and ${defaultUrls.dashboard}.\n`;

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legal-texts-'));
fs.mkdirSync(path.join(buildDir, 'legal'));
afterAll(() => fs.rmSync(buildDir, {recursive: true, force: true}));

/** Writes build/legal/terms.md and checks it against a record of the terms alone. */
function check(markdown: string, recorded: {date: string; sha256: string}, urls = defaultUrls) {
  fs.writeFileSync(path.join(buildDir, 'legal', 'terms.md'), markdown);
  return checkLegalTexts(buildDir, {
    dates: {terms: '2026-11-28'} as never,
    recorded: {terms: recorded} as never,
    urls,
  }).problems.map((found) => found.problem);
}

describe('the legal texts check (tests/checks/legal-texts.ts)', () => {
  it('puts the default URLs back, the longest first, so a build for another domain hashes the same', () => {
    const elsewhere = withDefaultUrls(terms, defaultUrls).replaceAll('saturn.example', 'ops.test');
    expect(elsewhere).not.toContain('saturn.example');
    expect(withDefaultUrls(elsewhere, otherUrls)).toBe(terms);
    expect(withDefaultUrls(terms, defaultUrls)).toBe(terms);
  });

  it('passes a text whose hash is recorded with its date', () => {
    expect(check(terms, {date: '2026-11-28', sha256: legalTextHash(terms)})).toEqual([]);
    const elsewhere = terms.replaceAll('saturn.example', 'ops.test');
    expect(check(elsewhere, {date: '2026-11-28', sha256: legalTextHash(terms)}, otherUrls)).toEqual(
      [],
    );
  });

  it('fails on one changed word, and on a hash recorded for another date', () => {
    const recorded = {date: '2026-11-28', sha256: legalTextHash(terms)};
    const [changed] = check(terms.replace('See', 'Read'), recorded);
    expect(changed).toMatch(/words of \/legal\/terms changed/);
    expect(check(terms, {...recorded, date: '2026-09-01'})).toEqual([
      expect.stringMatching(/recorded for 2026-09-01, but the page is dated 2026-11-28/),
    ]);
  });

  it('fails when the build wrote no Markdown copy', () => {
    fs.rmSync(path.join(buildDir, 'legal', 'terms.md'), {force: true});
    const problems = checkLegalTexts(buildDir, {
      dates: {terms: '2026-11-28'} as never,
      recorded: {terms: {date: '2026-11-28', sha256: '0'}} as never,
    }).problems;
    expect(problems.map((found) => found.problem)).toEqual([
      expect.stringMatching(/terms\.md is missing/),
    ]);
  });
});
