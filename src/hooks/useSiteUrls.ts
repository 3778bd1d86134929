import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {SiteUrls} from '@site/src/data/urls';

/** The absolute URLs resolved at build time by docusaurus.config.ts. */
export function useSiteUrls(): SiteUrls {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.urls as SiteUrls;
}
