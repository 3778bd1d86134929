/**
 * Absolute URLs of Saturn's services and profiles.
 *
 * A deployer changes them once, through environment variables read at build
 * time by `docusaurus.config.ts`. The defaults live under the reserved domain
 * `saturn.example` (RFC 2606), so an unconfigured build never points at a
 * real third party. Pages read the resolved values with `useSiteUrls()`.
 */

export interface SiteUrls {
  /** Where this website is served, without a trailing slash. */
  site: string;
  /** Base URL of the product API, without a trailing slash. */
  apiBase: string;
  /** The dashboard where users sign in and create tokens. */
  dashboard: string;
  /** Public status page of the Saturn service. */
  statusPage: string;
  /** Source repository of this website. */
  sourceRepository: string;
  /** Pricing page on the product's commercial site. */
  pricing: string;
  /** Saturn's social profile. */
  social: string;
  /** Where CLI packages and binaries are downloaded from. */
  downloads: string;
  /** Helm chart repository (`helm repo add saturn <this>`). */
  helmRepository: string;
  /** Container registry that hosts the CLI and sidecar images. */
  containerRegistry: string;
}

/** Which environment variable overrides which URL. */
export const urlEnvironmentVariables: Record<keyof SiteUrls, string> = {
  site: 'SATURN_SITE_URL',
  apiBase: 'SATURN_API_BASE_URL',
  dashboard: 'SATURN_DASHBOARD_URL',
  statusPage: 'SATURN_STATUS_URL',
  sourceRepository: 'SATURN_SOURCE_URL',
  pricing: 'SATURN_PRICING_URL',
  social: 'SATURN_SOCIAL_URL',
  downloads: 'SATURN_DOWNLOADS_URL',
  helmRepository: 'SATURN_HELM_REPOSITORY_URL',
  containerRegistry: 'SATURN_CONTAINER_REGISTRY_URL',
};

export const defaultUrls: SiteUrls = {
  site: 'https://saturn.example',
  apiBase: 'https://api.saturn.example',
  dashboard: 'https://app.saturn.example',
  statusPage: 'https://status.saturn.example',
  sourceRepository: 'https://git.saturn.example/saturn/website',
  pricing: 'https://saturn.example/pricing',
  social: 'https://social.saturn.example/@saturn',
  downloads: 'https://downloads.saturn.example',
  helmRepository: 'https://charts.saturn.example',
  containerRegistry: 'https://registry.saturn.example',
};

/** The registry host for image references, e.g. `registry.saturn.example`. */
export function registryHost(urls: SiteUrls): string {
  return new URL(urls.containerRegistry).host;
}

/**
 * Resolves every URL from the given environment, falling back to the
 * defaults. Throws with the variable's name when a value is not an absolute
 * http(s) URL, so a typo fails the build instead of shipping broken links.
 */
export function resolveUrls(env: Record<string, string | undefined>): SiteUrls {
  const resolved = {...defaultUrls};
  for (const key of Object.keys(defaultUrls) as (keyof SiteUrls)[]) {
    const variable = urlEnvironmentVariables[key];
    const raw = env[variable]?.trim();
    if (!raw) continue;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new Error(
        `${variable} must be an absolute URL such as https://example.com, got "${raw}".`,
      );
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new Error(`${variable} must use http or https, got "${raw}".`);
    }
    resolved[key] = raw.replace(/\/+$/, '');
  }
  return resolved;
}
