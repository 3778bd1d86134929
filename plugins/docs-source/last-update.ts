/**
 * Where the "Last updated" date under each docs page comes from: the newest commit that
 * changed the page's file, read from Git once per build by Docusaurus's eager Git reader
 * (`git log --name-status` over the whole history, 0.6 s for this repository).
 *
 * Docusaurus's own choice (`future.experimental_vcs: true`) stops the build with "This
 * Docusaurus site is outside any Git worktree" when the sources are not a Git checkout: a
 * tarball of the site, or the copies that scripts/check-reproducible.mjs and the scale bench
 * build in a temporary folder. Here such a build shows no date instead, and says so once.
 * `docusaurus start` gets Docusaurus's fixed development dates, as with its default.
 */
import {execFileSync} from 'node:child_process';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';

export function insideGitWorktree(dir: string): boolean {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return answer.trim() === 'true';
  } catch {
    return false;
  }
}

/** The VCS reader for a build of `siteDir` in the given environment. */
export function chooseVcs(siteDir: string, env: NodeJS.ProcessEnv = process.env): VcsConfig {
  if (env.NODE_ENV !== 'production') return getVcsPreset('hardcoded');
  if (insideGitWorktree(siteDir)) return getVcsPreset('git-eager');
  process.stderr.write(
    `[WARNING] ${siteDir} is not a Git checkout: the docs pages show no "Last updated" date.\n`,
  );
  return getVcsPreset('disabled');
}

let chosen: VcsConfig = getVcsPreset('disabled');

export const lastUpdateVcs: VcsConfig = {
  initialize(params) {
    chosen = chooseVcs(params.siteDir);
    return chosen.initialize(params);
  },
  getFileCreationInfo: (filePath) => chosen.getFileCreationInfo(filePath),
  getFileLastUpdateInfo: (filePath) => chosen.getFileLastUpdateInfo(filePath),
};
