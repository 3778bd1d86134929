/**
 * Where the "Last updated" date under each docs page comes from: the committer date (`%ct`) of
 * the newest commit that changed the page's file, read from Git once per build by Docusaurus's
 * eager Git reader (`git log --name-status` over the whole history, 0.6 s for this repository).
 * What that date does not see: uncommitted edits, edits made only while resolving a merge (a
 * merge commit lists no files), and a change of the data a page imports from `src/data`; a
 * rebase gives the rebased commits the time of the rebase.
 *
 * Three cases where the date would be wrong or the build would stop, handled here:
 * - The legal pages state the date their text last changed (`legalLastUpdated`, decided in
 *   `src/data/company.ts` and printed at the top of each); the footer shows that same date.
 * - A shallow clone (`git clone --depth 1`, the default checkout of many CI services) lists
 *   every file as added by its one commit, so every page would show that commit's date: no date
 *   then, and a warning that says how to fetch the history.
 * - Outside a Git checkout (a tarball of the site) Docusaurus's own reader stops the build with
 *   "This Docusaurus site is outside any Git worktree": no date then, and a warning.
 * `docusaurus start` gets Docusaurus's fixed development dates, as with its default.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';

import {legalLastUpdated} from '../../src/data/company';

function git(dir: string, ...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** `'full'`: a checkout with its history; `'shallow'`: a shallow clone; `'none'`: no checkout. */
export function gitCheckout(dir: string): 'full' | 'shallow' | 'none' {
  if (git(dir, 'rev-parse', '--is-inside-work-tree') !== 'true') return 'none';
  return git(dir, 'rev-parse', '--is-shallow-repository') === 'true' ? 'shallow' : 'full';
}

/** The VCS reader for a build of `siteDir` in the given environment. */
export function chooseVcs(siteDir: string, env: NodeJS.ProcessEnv = process.env): VcsConfig {
  if (env.NODE_ENV !== 'production') return getVcsPreset('hardcoded');
  const checkout = gitCheckout(siteDir);
  if (checkout === 'full') return getVcsPreset('git-eager');
  process.stderr.write(
    checkout === 'shallow'
      ? `[WARNING] ${siteDir} is a shallow Git clone: the docs pages show no "Last updated" date. Fetch the whole history (git fetch --unshallow) for the dates.\n`
      : `[WARNING] ${siteDir} is not a Git checkout: the docs pages show no "Last updated" date.\n`,
  );
  return getVcsPreset('disabled');
}

/** The model's date for a legal page (`docs/legal/<name>.mdx`), else undefined. */
export function legalPageDate(filePath: string): number | undefined {
  const match = /(?:^|[\\/])docs[\\/]legal[\\/]([a-z-]+)\.mdx?$/.exec(filePath);
  const name = match?.[1];
  if (!name || !(name in legalLastUpdated)) return undefined;
  return Date.parse(`${legalLastUpdated[name as keyof typeof legalLastUpdated]}T00:00:00Z`);
}

let chosen: VcsConfig = getVcsPreset('disabled');

export const lastUpdateVcs: VcsConfig = {
  initialize(params) {
    chosen = chooseVcs(params.siteDir);
    return chosen.initialize(params);
  },
  getFileCreationInfo: (filePath) => chosen.getFileCreationInfo(filePath),
  async getFileLastUpdateInfo(filePath) {
    const legal = legalPageDate(path.normalize(filePath));
    if (legal !== undefined) return {timestamp: legal, author: ''};
    return chosen.getFileLastUpdateInfo(filePath);
  },
};
