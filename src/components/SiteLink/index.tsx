import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {SiteUrls} from '@site/src/data/urls';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';

interface SiteLinkProps {
  /** Which configured URL to link to. */
  name: keyof SiteUrls;
  /** Path appended to the URL, starting with a slash. */
  path?: string;
  /** Link text; defaults to the URL itself. */
  children?: ReactNode;
}

/** A link to one of the configured absolute URLs (status page, dashboard, ...). */
export function SiteLink({name, path = '', children}: SiteLinkProps): ReactNode {
  const href = useSiteUrls()[name] + path;
  return <Link href={href}>{children ?? href}</Link>;
}

/** The configured URL as text, for prose and inline code: `<SiteUrl name="apiBase" />`. */
export function SiteUrl({name, path = ''}: Omit<SiteLinkProps, 'children'>): ReactNode {
  return <>{useSiteUrls()[name] + path}</>;
}
