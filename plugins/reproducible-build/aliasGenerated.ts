import path from 'node:path';
import type {Plugin, RouteConfig, RouteModules} from '@docusaurus/types';

type Module = RouteModules[string];

/**
 * `@generated/<file>` for a file under the generated-files folder (`.docusaurus`),
 * the name Docusaurus's own plugins give their route data; any other path as it is.
 */
export function aliasGenerated(modulePath: string, generatedFilesDir: string): string {
  if (!path.isAbsolute(modulePath)) return modulePath;
  const relative = path.relative(generatedFilesDir, modulePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return modulePath;
  return `@generated/${relative.split(path.sep).join('/')}`;
}

function aliasModule(module: Module, generatedFilesDir: string): Module {
  if (typeof module === 'string') return aliasGenerated(module, generatedFilesDir);
  if (Array.isArray(module)) return module.map((item) => aliasModules(item, generatedFilesDir));
  if ('path' in module && typeof module.path === 'string') {
    return {...module, path: aliasGenerated(module.path, generatedFilesDir)};
  }
  return aliasModules(module as RouteModules, generatedFilesDir);
}

function aliasModules(modules: RouteModules, generatedFilesDir: string): RouteModules {
  return Object.fromEntries(
    Object.entries(modules).map(([name, module]) => [name, aliasModule(module, generatedFilesDir)]),
  );
}

/** The route with its data modules under `.docusaurus` named through `@generated`. */
export function aliasRoute(route: RouteConfig, generatedFilesDir: string): RouteConfig {
  return {
    ...route,
    ...(route.modules && {modules: aliasModules(route.modules, generatedFilesDir)}),
    ...(route.routes && {
      routes: route.routes.map((child) => aliasRoute(child, generatedFilesDir)),
    }),
  };
}

/** The plugin, with the routes it adds in `contentLoaded` passed through `aliasRoute`. */
export function withAliasedRoutes(plugin: Plugin, generatedFilesDir: string): Plugin {
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(aliasRoute(route, generatedFilesDir)),
        },
      }),
  };
}
