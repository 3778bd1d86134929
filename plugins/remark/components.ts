/**
 * The components a docs page may use without importing them. ./import-components.ts imports each one
 * into the pages that use it, so its code (and the data it carries, such as the OpenAPI
 * examples) is in the chunks of those pages only, loaded with the page before hydration,
 * and in no other page's. Any other component is imported by the page itself.
 */

/** Where a component comes from: the module, and the named export (the default one when absent). */
export interface PageComponent {
  module: string;
  export?: string;
}

export const pageComponents: Readonly<Record<string, PageComponent>> = {
  Tabs: {module: '@theme/Tabs'},
  TabItem: {module: '@theme/TabItem'},
  // The API components, from plugins/api-reference's theme.
  ApiExample: {module: '@theme/ApiExample'},
  SchemaFields: {module: '@theme/SchemaFields'},
  ErrorTable: {module: '@theme/ErrorTable'},
  // Put where a ```mermaid fence was by plugins/diagrams/remark.ts.
  Diagram: {module: '@site/plugins/diagrams/Diagram'},
  // Configured absolute URLs in prose: <SiteLink name="statusPage">, <SiteUrl name="apiBase" />.
  SiteLink: {module: '@site/src/components/SiteLink', export: 'SiteLink'},
  SiteUrl: {module: '@site/src/components/SiteLink', export: 'SiteUrl'},
  // Put around every table by ./scrollable-tables.ts.
  ScrollableTable: {module: '@site/src/components/ScrollableTable'},
};
