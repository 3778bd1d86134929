/**
 * plugins/docs-source/last-update.ts: which Git reader a build uses for "Last updated".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getVcsPreset} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';

import {chooseVcs, insideGitWorktree} from '../../plugins/docs-source/last-update';

const root = path.resolve(__dirname, '../..');
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-no-git-'));

describe('the "Last updated" reader', () => {
  it('knows a Git checkout from a folder that is not one', () => {
    expect(insideGitWorktree(root)).toBe(true);
    expect(insideGitWorktree(outside)).toBe(false);
  });

  it('reads Git in a production build of a checkout', () => {
    expect(chooseVcs(root, {NODE_ENV: 'production'})).toBe(getVcsPreset('git-eager'));
  });

  it('shows no date, instead of failing, when the sources are not a checkout', async () => {
    const vcs = chooseVcs(outside, {NODE_ENV: 'production'});
    expect(vcs).toBe(getVcsPreset('disabled'));
    expect(await vcs.getFileLastUpdateInfo(path.join(outside, 'page.mdx'))).toBeNull();
  });

  it('uses fixed dates under docusaurus start', () => {
    expect(chooseVcs(root, {NODE_ENV: 'development'})).toBe(getVcsPreset('hardcoded'));
  });
});
