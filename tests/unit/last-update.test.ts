/**
 * plugins/docs/last-update.ts: which Git reader a build uses for "Last updated", and the
 * legal pages' dates. The Git cases run in repositories made here, so they pass the same in a
 * checkout, a shallow clone or a tarball of this site.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getVcsPreset} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';

import {chooseVcs, gitCheckout, lastUpdateVcs, statesOwnDate} from '../../plugins/docs/last-update';
import {legalLastUpdated} from '../../src/data/company';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-last-update-'));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@saturn.example', ...args], {
    cwd,
    stdio: 'ignore',
  });

const full = path.join(work, 'full');
fs.mkdirSync(full);
git(full, 'init', '-q');
for (const n of [1, 2]) {
  fs.writeFileSync(path.join(full, `page-${n}.mdx`), `# Page ${n}\n`);
  git(full, 'add', '.');
  git(full, 'commit', '-q', '-m', `page ${n}`);
}
const shallow = path.join(work, 'shallow');
git(work, 'clone', '-q', '--depth', '1', `file://${full}`, shallow);
const none = path.join(work, 'none');
fs.mkdirSync(none);

describe('the "Last updated" reader', () => {
  it('tells a checkout from a shallow clone and from a folder that is not a checkout', () => {
    expect(gitCheckout(full)).toBe('full');
    expect(gitCheckout(shallow)).toBe('shallow');
    expect(gitCheckout(none)).toBe('none');
  });

  it('reads Git in a production build of a checkout with its history', () => {
    expect(chooseVcs(full, {NODE_ENV: 'production'})).toBe(getVcsPreset('git-eager'));
  });

  it('shows no date in a shallow clone, where every file would get the one commit date', () => {
    expect(chooseVcs(shallow, {NODE_ENV: 'production'})).toBe(getVcsPreset('disabled'));
  });

  it('shows no date, instead of failing, when the sources are not a checkout', async () => {
    const vcs = chooseVcs(none, {NODE_ENV: 'production'});
    expect(vcs).toBe(getVcsPreset('disabled'));
    expect(await vcs.getFileLastUpdateInfo(path.join(none, 'page.mdx'))).toBeNull();
  });

  it('uses fixed dates under docusaurus start', () => {
    expect(chooseVcs(full, {NODE_ENV: 'development'})).toBe(getVcsPreset('hardcoded'));
  });
});

describe('the legal pages', () => {
  it('get no footer date, since each states its own', async () => {
    for (const name of Object.keys(legalLastUpdated)) {
      expect(statesOwnDate(`/site/docs/legal/${name}.mdx`)).toBe(true);
      expect(await lastUpdateVcs.getFileLastUpdateInfo(`/site/docs/legal/${name}.mdx`)).toBeNull();
    }
  });

  it('other pages take their date from Git', () => {
    expect(statesOwnDate('/site/docs/security/overview.mdx')).toBe(false);
    expect(statesOwnDate('/site/docs/legal/_category_.json')).toBe(false);
  });
});
