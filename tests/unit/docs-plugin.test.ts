import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {withoutDocDescriptions} from '../../plugins/docs';

const doc = (id: string) => ({
  id,
  title: `Title of ${id}`,
  description: `What ${id} is about.`,
  sidebar: 'docs',
});

// The shape @docusaurus/plugin-content-docs 3.10 adds: one docs root route, a route per
// version under it with the version data as a prop, then a route per doc.
const docsRoot: RouteConfig = {
  path: '/',
  exact: false,
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      exact: false,
      component: '@theme/DocVersionRoot',
      props: {version: {pluginId: 'default', version: 'current', docs: {a: doc('a'), b: doc('b')}}},
      routes: [{path: '/a', component: '@theme/DocItem', exact: true, modules: {content: 'a.mdx'}}],
    },
  ],
};

describe('withoutDocDescriptions', () => {
  const result = withoutDocDescriptions(docsRoot);
  const version = result.routes![0]!.props!.version as {docs: Record<string, object>};

  it('drops every doc description from the version data, at any depth', () => {
    expect(version.docs).toEqual({
      a: {id: 'a', title: 'Title of a', sidebar: 'docs'},
      b: {id: 'b', title: 'Title of b', sidebar: 'docs'},
    });
  });

  it('keeps the rest of the routes and of the version data', () => {
    expect(result.routes![0]!.routes).toEqual(docsRoot.routes![0]!.routes);
    expect(version).toMatchObject({pluginId: 'default', version: 'current'});
    expect(result.path).toBe('/');
  });

  it('leaves the input as it was', () => {
    const input = docsRoot.routes![0]!.props!.version as {docs: {a: {description?: string}}};
    expect(input.docs.a.description).toBe('What a is about.');
  });

  it('returns a route with no version data unchanged', () => {
    const plain: RouteConfig = {path: '/x', component: 'X', exact: true};
    expect(withoutDocDescriptions(plain)).toEqual(plain);
  });
});
