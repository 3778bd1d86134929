/**
 * Keeps the build reproducible: the same commit builds to the same bytes in any
 * folder. Docusaurus names each route chunk after a hash of its module's path
 * (`.docusaurus/registry.js`), and those names end up in main.js, the runtime
 * chunk and every HTML file; a module named by its absolute path makes them all
 * depend on the folder of the checkout. Before bundling, this plugin stops the
 * build when the registry names a module by an absolute path, naming the module.
 * `npm run check:reproducible`
 * builds the site in two folders and compares every file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The modules of `registry.js` named by an absolute path. */
export function absoluteRegistryModules(registry: string): string[] {
  const imports = registry.matchAll(/import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)/g);
  return [...imports].map(([, module = '']) => module).filter((module) => path.isAbsolute(module));
}

export default function reproducibleBuildPlugin(context: LoadContext): Plugin {
  return {
    name: 'saturn-reproducible-build',
    configureWebpack(_config, isServer) {
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      if (isServer || !fs.existsSync(registry)) return {};
      const absolute = absoluteRegistryModules(fs.readFileSync(registry, 'utf8'));
      if (absolute.length > 0) {
        throw new Error(
          `These route modules are named by absolute paths, so their chunk names change with the folder the site is built in; name them through @site or @generated (see plugins/reproducible-build):\n${absolute.join('\n')}`,
        );
      }
      return {};
    },
  };
}
