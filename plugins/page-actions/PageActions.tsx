/**
 * Actions on a docs page: "Copy page" puts the page's Markdown copy on the
 * clipboard, "View as Markdown" opens it, and "Report a problem with this page"
 * opens a pre-filled issue on the source repository. See README.md.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {useSiteUrls} from '@site/src/hooks/useSiteUrls';

import {markdownPath, reportProblemUrl} from './links';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  // A ClipboardItem holding a promise keeps the click's permission to write while
  // the Markdown downloads (Safari refuses a write that comes after an await).
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text})]);
  } else {
    await navigator.clipboard.writeText(await (await text).text());
  }
}

/** How long "Copied" or "Copy failed" shows before the button reads "Copy page" again. */
const copyResultMs = 2000;

const copyLabels: Record<CopyState, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Above the page's title: copy or view the page as Markdown. */
export function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const [state, setState] = useState<CopyState>('idle');
  const markdown = markdownPath(metadata.permalink);
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), copyResultMs);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    copyMarkdown(markdown).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={`${styles.action} ${styles.copy}`} onClick={copy}>
        {copyLabels[state]}
      </button>
      <a className={styles.action} href={markdown} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {state === 'copied' ? 'The page is on the clipboard as Markdown.' : ''}
        {state === 'failed' ? 'The page could not be copied.' : ''}
      </span>
    </div>
  );
}

/** Below the page: a link that opens a pre-filled issue about this page. */
export function ReportProblem(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {sourceRepository} = useSiteUrls();
  const href = reportProblemUrl(
    sourceRepository,
    siteConfig.url.replace(/\/$/, ''),
    metadata.permalink,
  );
  return (
    <p className={styles.report}>
      <a href={href}>Report a problem with this page</a>
    </p>
  );
}
