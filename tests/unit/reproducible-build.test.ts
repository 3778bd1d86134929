import {describe, expect, it} from 'vitest';

import {absoluteRegistryModules} from '../../plugins/reproducible-build';

describe('route data named for a reproducible build', () => {
  it('finds the registry entries that import a module by its absolute path', () => {
    const registry = `export default {
  "018c6ab3": [() => import(/* webpackChunkName: "018c6ab3" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],
  "595a6fd5": [() => import(/* webpackChunkName: "595a6fd5" */ "/work/site/.docusaurus/some-plugin/data.json"), "/work/site/.docusaurus/some-plugin/data.json", require.resolveWeak("/work/site/.docusaurus/some-plugin/data.json")],
};`;
    expect(absoluteRegistryModules(registry)).toEqual([
      '/work/site/.docusaurus/some-plugin/data.json',
    ]);
  });
});
