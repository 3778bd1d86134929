/**
 * The redocusaurus preset, with its plugin's route data named `@generated/…`
 * instead of by absolute path. Docusaurus names each route chunk after a hash
 * of its module's path, so the absolute paths made the two API reference data
 * chunks, the registry in main.js, the runtime chunk and every HTML file change
 * with the folder the site was built in.
 */
import type {
  LoadContext,
  PluginConfig,
  PluginModule,
  PluginOptions,
  Preset,
} from '@docusaurus/types';
import redocusaurus from 'redocusaurus';

import {withAliasedRoutes} from './aliasGenerated';

type RedocusaurusOptions = Parameters<typeof redocusaurus>[1];

function aliased(pluginPath: string, context: LoadContext): PluginModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const upstream = require(pluginPath) as {default: PluginModule} & PluginModule;
  const plugin: PluginModule = async (pluginContext, options) => {
    const instance = await upstream.default(pluginContext, options);
    return instance && withAliasedRoutes(instance, context.generatedFilesDir);
  };
  plugin.validateOptions = upstream.validateOptions;
  plugin.validateThemeConfig = upstream.validateThemeConfig;
  return plugin;
}

export default async function redocusaurusPreset(
  context: LoadContext,
  options: RedocusaurusOptions,
): Promise<Preset> {
  const preset = await redocusaurus(context, options);
  const plugins = preset.plugins.map(([pluginPath, pluginOptions]): PluginConfig => [
    aliased(pluginPath, context),
    pluginOptions as unknown as PluginOptions,
  ]);
  return {themes: preset.themes as unknown as PluginConfig[], plugins};
}
