/**
 * The text of the OpenAPI file as served on the site: the original YAML with
 * its first server URL replaced by the configured API base, so a reader who
 * downloads it (or points a client generator at it) gets the right host.
 */
import yaml from 'js-yaml';

const firstServerUrl = /^(servers:\s*\n\s*-\s*url:\s*)(\S+)/m;

export function servedSpecText(source: string, apiBase: string): string {
  if (!firstServerUrl.test(source)) {
    throw new Error('openapi.yaml must start its servers list with "- url: <base URL>"');
  }
  const text = source.replace(firstServerUrl, (_match, prefix: string) => prefix + apiBase);
  const parsed = yaml.load(text) as {servers?: {url?: string}[]};
  if (parsed.servers?.[0]?.url !== apiBase) {
    throw new Error(`Could not set the server URL of openapi.yaml to ${apiBase}`);
  }
  return text;
}
