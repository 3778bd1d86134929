/**
 * Where the "Last updated" date under each docs page comes from: the committer date (`%ct`) of
 * the newest commit that changed the page's file, read from Git once per build by Docusaurus's
 * eager Git reader (`git log --name-status` over the whole history, 0.6 s for this repository).
 * What that date does not see: uncommitted edits, edits made only while resolving a merge (a
 * merge commit lists no files), and a change of the data a page imports from `src/data`; a
 * rebase gives the rebased commits the time of the rebase.
 *
 * A page's date does not move when only a partial it includes or the `src/data` values it
 * imports change.
 *
 * Three cases where the date would be wrong or the build would stop, handled here:
 * - The legal pages state at the top the date their text last changed (`legalLastUpdated` in
 *   `src/data/company.ts`, a fact about the text, not about the file): no footer date there, so
 *   the page shows one date.
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

/** Git's answer, or what stopped it (no git on the PATH, "dubious ownership", no repository). */
function git(dir: string, ...args: string[]): {out: string} | {problem: string} {
  try {
    return {
      out: execFileSync('git', args, {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim(),
    };
  } catch (error) {
    const {stderr, message} = error as {stderr?: string; message: string};
    return {problem: (stderr || message).trim().split('\n')[0] ?? message};
  }
}

/** `'full'`: a checkout with its history; `'shallow'`: a shallow clone; `'none'`: no checkout. */
export function gitCheckout(dir: string): 'full' | 'shallow' | 'none' {
  const inside = git(dir, 'rev-parse', '--is-inside-work-tree');
  if (!('out' in inside) || inside.out !== 'true') return 'none';
  const shallow = git(dir, 'rev-parse', '--is-shallow-repository');
  return 'out' in shallow && shallow.out === 'true' ? 'shallow' : 'full';
}

/** The VCS reader for a build of `siteDir` in the given environment. */
export function chooseVcs(siteDir: string, env: NodeJS.ProcessEnv = process.env): VcsConfig {
  if (env.NODE_ENV !== 'production') return getVcsPreset('hardcoded');
  const checkout = gitCheckout(siteDir);
  if (checkout === 'full') return getVcsPreset('git-eager');
  process.stderr.write(
    checkout === 'shallow'
      ? `[WARNING] ${siteDir} is a shallow Git clone: the docs pages show no "Last updated" date. Fetch the whole history (git fetch --unshallow) for the dates.\n`
      : `[WARNING] Git cannot read ${siteDir} (${whyNoCheckout(siteDir)}): the docs pages show no "Last updated" date.\n`,
  );
  return getVcsPreset('disabled');
}

function whyNoCheckout(dir: string): string {
  const inside = git(dir, 'rev-parse', '--is-inside-work-tree');
  return 'problem' in inside ? inside.problem : `git rev-parse says ${inside.out}`;
}

/** Whether the file is a legal page that states its own date (`legalLastUpdated`). */
export function statesOwnDate(filePath: string): boolean {
  const name = /(?:^|[\\/])docs[\\/]legal[\\/]([a-z-]+)\.mdx?$/.exec(filePath)?.[1];
  return name !== undefined && name in legalLastUpdated;
}

let chosen: VcsConfig = getVcsPreset('disabled');

export const lastUpdateVcs: VcsConfig = {
  initialize(params) {
    chosen = chooseVcs(params.siteDir);
    return chosen.initialize(params);
  },
  getFileCreationInfo: (filePath) => chosen.getFileCreationInfo(filePath),
  async getFileLastUpdateInfo(filePath) {
    // A legal page states its own date at the top: no second one in the footer.
    if (statesOwnDate(path.normalize(filePath))) return null;
    return chosen.getFileLastUpdateInfo(filePath);
  },
};
