/**
 * Builds the index of lunr-syntax queries (./format.ts) from the pages the site search indexes
 * (build time, Node). English only: lunr's own tokenizer, trimmer, stop-word filter and Porter
 * stemmer, whose stems the site's own engine shares (../engine/stem.ts).
 */
import lunr from 'lunr';

import type {SourcePage} from '../engine/build';
import {SEARCH_FIELDS} from './query';
import type {SyntaxDocument, SyntaxIndexEntry} from './format';

/** The documents of each field, in the order of SEARCH_FIELDS. */
export function syntaxDocuments(pages: readonly SourcePage[]): SyntaxDocument[][] {
  const [titles, headings, descriptions, keywords, contents]: SyntaxDocument[][] =
    SEARCH_FIELDS.map(() => []);
  let id = 0;
  for (const page of pages) {
    const p = (id += 1);
    titles!.push({i: p, t: page.title, u: page.url, b: page.breadcrumb});
    if (page.description) descriptions!.push({i: (id += 1), t: page.description, u: page.url, p});
    if (page.keywords) keywords!.push({i: (id += 1), t: page.keywords, u: page.url, p});
    page.sections.forEach((section, index) => {
      if (index > 0) {
        headings!.push({i: (id += 1), t: section.heading, u: page.url, h: section.anchor, p});
      }
      if (section.text) {
        contents!.push({
          i: (id += 1),
          t: section.text,
          s: section.heading,
          u: page.url,
          h: section.anchor,
          p,
        });
      }
    });
  }
  return [titles!, headings!, descriptions!, keywords!, contents!];
}

/** The file's entries: each field's documents and its lunr index. */
export function buildSyntaxIndex(pages: readonly SourcePage[]): SyntaxIndexEntry[] {
  return syntaxDocuments(pages).map((documents) => ({
    documents,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      for (const document of documents) this.add({i: String(document.i), t: document.t});
    }).toJSON(),
  }));
}
