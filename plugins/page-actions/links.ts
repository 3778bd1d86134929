/** Where the Markdown copy of a docs page is served (written by plugins/delivery). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '') || '/index'}.md`;
}

/**
 * A new issue on the source repository, with the page's path in its title and
 * the page's URL in its body. `issues/new?title=&body=` is the form GitHub,
 * Gitea and Forgejo read; GitLab reads `-/issues/new?issue[title]=` instead.
 */
export function reportProblemUrl(sourceRepository: string, siteUrl: string, permalink: string) {
  const title = `Problem on ${permalink}`;
  const body = `Page: ${siteUrl}${permalink}\n\nWhat is wrong, missing or unclear:\n\n`;
  const query = new URLSearchParams({title, body});
  return `${sourceRepository.replace(/\/$/, '')}/issues/new?${query.toString()}`;
}
