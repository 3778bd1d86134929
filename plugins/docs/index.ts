/**
 * The docs plugin, @docusaurus/plugin-content-docs, with one change: the version data that
 * every docs page loads (the route prop `version`, served as one JSON chunk) lists each doc
 * without its description. See README.md in this folder.
 */
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

/* eslint-disable @typescript-eslint/no-require-imports */
const upstream = require('@docusaurus/plugin-content-docs') as {
  default: (context: LoadContext, options: PluginOptions) => Promise<Plugin<unknown>>;
  validateOptions: PluginModule['validateOptions'];
};
/* eslint-enable @typescript-eslint/no-require-imports */

interface VersionDocsProp {
  [id: string]: {id: string; title: string; description?: string; sidebar?: string};
}

/**
 * The route as the docs plugin made it, with no `description` in the `version.docs` prop of
 * any route in it (the plugin nests each version's route under one docs root route).
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDocDescriptions);
  const version = route.props?.version as {docs?: VersionDocsProp} | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [
              id,
              doc,
            ]),
          ),
        },
      }
    : route.props;
  return {...route, ...(routes && {routes}), ...(props && {props})};
}

const docsContentPlugin: PluginModule = async (context, options) => {
  const plugin = await upstream.default(context, options as PluginOptions);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = args.actions.addRoute;
      await contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => addRoute(withoutDocDescriptions(route))},
      });
    },
  };
};
docsContentPlugin.validateOptions = upstream.validateOptions;

export default docsContentPlugin;
