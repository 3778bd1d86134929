/** Shapes of @easyops-cn/docusaurus-search-local's index file and search results. */

/** One search document of the plugin's index file. */
export interface SearchDocument {
  /** Id, unique across the file; the lunr ref. */
  i: number;
  /** The indexed text: a title, a heading, a description, keywords or a paragraph. */
  t: string;
  /** URL path of the page. */
  u: string;
  /** Hash anchor of the heading the text sits under, e.g. `#why`; empty at the page top. */
  h?: string;
  /** Title of the section (heading) for content documents. */
  s?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Breadcrumb of the page. */
  b?: string[];
}

/** One entry of the index file: the documents of one kind and their serialised lunr index. */
export interface SearchIndexEntry {
  documents: SearchDocument[];
  index: unknown;
}

/** A result as the plugin's worker returns it and the search page renders it. */
export interface PluginSearchResult {
  document: SearchDocument;
  /** The plugin's SearchDocumentType: 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  type: number;
  /** The page's title document, for results that are not titles themselves. */
  page?: SearchDocument | false;
  metadata: unknown;
  /** Lower-cased words to highlight. */
  tokens: string[];
  score?: number;
}
