/**
 * Preact through `preact/compat` in place of React in the browser bundle, when
 * SATURN_PREACT=1 is set at build time (see README.md for why it is not the default).
 * The server bundle keeps React: it renders the HTML with react-dom/server, and
 * the browser hydrates that HTML with Preact.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Browser-bundle aliases: React's entry points and their preact/compat counterparts. */
export const browserAliases: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export default function preactPlugin(context: LoadContext): Plugin {
  const enabled = process.env.SATURN_PREACT === '1';
  return {
    name: 'saturn-preact',
    getClientModules() {
      return enabled ? [path.join(context.siteDir, 'plugins/preact/zepto-events.mjs')] : [];
    },
    configureWebpack(config, isServer) {
      if (isServer || !enabled) return {};
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
