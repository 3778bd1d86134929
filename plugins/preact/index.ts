/**
 * Preact through `preact/compat` in place of React in the browser bundle of a
 * production build (`docusaurus build`) made with SATURN_PREACT=1. Off by default:
 * it loads 60 KiB less JavaScript but blocks the main thread longer (README.md,
 * "Measured"). The server bundle keeps React: it renders the HTML with
 * react-dom/server, and the browser hydrates that HTML with Preact.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Browser-bundle aliases: React's entry points and their preact/compat counterparts. */
export const browserAliases: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/** Whether this build's browser bundle runs Preact: production builds with SATURN_PREACT=1. */
export function preactEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env.SATURN_PREACT === '1';
}

export default function preactPlugin(_context: LoadContext): Plugin {
  const enabled = preactEnabled();
  return {
    name: 'saturn-preact',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Rspack's persistent cache is keyed by a version string that ignores aliases: naming
      // the browser's engine in it keeps a React build from reusing Preact's modules and back.
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (cache && typeof cache === 'object') {
        cache.version = `${cache.version ?? ''}-${enabled ? 'preact' : 'react'}`;
      }
      if (!enabled) return {};
      // Docusaurus aliases `react` and `react-dom` to the installed folders; a prefix
      // alias listed first would win over the exact ones above, so it is replaced.
      const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
      const rest = Object.fromEntries(
        Object.entries(alias).filter(([name]) => name !== 'react' && name !== 'react-dom'),
      );
      config.resolve = {...config.resolve, alias: {...browserAliases, ...rest}};
      return {};
    },
  };
}
