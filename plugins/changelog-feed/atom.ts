import {changelogEntryId, releasedComponents, type ChangelogEntry} from '../../src/data/changelog';

/** Path of the feed on the site. */
export const changelogFeedPath = '/changelog/atom.xml';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Renders changelog entries as an Atom 1.0 feed (RFC 4287). Pure: the same
 * entries and site URL always give the same document.
 */
export function renderAtomFeed(
  entries: readonly ChangelogEntry[],
  siteUrl: string,
  productName: string,
): string {
  const site = siteUrl.replace(/\/+$/, '');
  const pageUrl = `${site}/changelog/`;
  const updated = entries.reduce(
    (latest, entry) => (entry.date > latest ? entry.date : latest),
    '',
  );
  const items = entries.map((entry) => {
    const id = changelogEntryId(entry);
    const component = releasedComponents[entry.component];
    const title = `${component.name} ${entry.version}: ${entry.title}`;
    const summary = entry.changes
      .map((change) => `${change.kind[0]!.toUpperCase()}${change.kind.slice(1)}: ${change.text}`)
      .join(' ');
    return [
      '  <entry>',
      `    <id>${escapeXml(`${pageUrl}#${id}`)}</id>`,
      `    <title>${escapeXml(title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${pageUrl}#${id}`)}"/>`,
      `    <updated>${entry.date}T00:00:00Z</updated>`,
      `    <category term="${entry.component}" label="${escapeXml(component.name)}"/>`,
      `    <summary type="text">${escapeXml(summary.replace(/`/g, ''))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <title>${escapeXml(`${productName} changelog`)}</title>`,
    `  <subtitle>Releases of the ${escapeXml(productName)} API, CLI, Helm chart and WordPress plugin.</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(site + changelogFeedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    `  <author><name>${escapeXml(productName)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
