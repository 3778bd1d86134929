import {describe, expect, it} from 'vitest';

import {absoluteRegistryModules} from '../../plugins/reproducible-build';
import {aliasGenerated, aliasRoute} from '../../plugins/reproducible-build/aliasGenerated';

const generated = '/home/ci/site/.docusaurus';

describe('route data named for a reproducible build', () => {
  it('names a file under .docusaurus through @generated and leaves other paths alone', () => {
    expect(aliasGenerated(`${generated}/plugin/a/data.json`, generated)).toBe(
      '@generated/plugin/a/data.json',
    );
    expect(aliasGenerated('/home/ci/site/src/data.json', generated)).toBe(
      '/home/ci/site/src/data.json',
    );
    expect(aliasGenerated('@site/docs/a.mdx', generated)).toBe('@site/docs/a.mdx');
  });

  it('rewrites the modules of a route and of its child routes, keeping everything else', () => {
    const route = aliasRoute(
      {
        path: '/api/reference',
        component: '@theme/ApiDoc',
        exact: true,
        modules: {
          specProps: `${generated}/redoc/spec.json`,
          nested: {content: {__import: true, path: `${generated}/redoc/layout.json`}},
          list: [{item: '@site/docs/a.mdx'}],
        },
        routes: [{path: '/api/x', component: 'C', modules: {data: `${generated}/x.json`}}],
      },
      generated,
    );
    expect(route).toEqual({
      path: '/api/reference',
      component: '@theme/ApiDoc',
      exact: true,
      modules: {
        specProps: '@generated/redoc/spec.json',
        nested: {content: {__import: true, path: '@generated/redoc/layout.json'}},
        list: [{item: '@site/docs/a.mdx'}],
      },
      routes: [{path: '/api/x', component: 'C', modules: {data: '@generated/x.json'}}],
    });
  });

  it('finds the registry entries that import a module by its absolute path', () => {
    const registry = `export default {
  "018c6ab3": [() => import(/* webpackChunkName: "018c6ab3" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],
  "595a6fd5": [() => import(/* webpackChunkName: "595a6fd5" */ "/work/site/.docusaurus/redoc/spec.json"), "/work/site/.docusaurus/redoc/spec.json", require.resolveWeak("/work/site/.docusaurus/redoc/spec.json")],
};`;
    expect(absoluteRegistryModules(registry)).toEqual(['/work/site/.docusaurus/redoc/spec.json']);
  });
});
