/**
 * Reads a built docs page into what the search index holds (build time, Node): its title, its
 * description, and its text cut into sections at each `##` and `###` heading that has an
 * anchor. It works on the rendered HTML, so text that components render (tables of facts, API
 * examples, generated references) is searched like the Markdown around it.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import {codeBlocksAsText} from '../../code-blocks/code-text';
import type {SourceSection} from '../engine/build';

export interface ExtractedPage {
  title: string;
  description: string;
  /** The page's `<meta name="keywords">`, comma-separated, or ''. */
  keywords: string;
  /** Section 0 is the text before the first heading; its heading is the title. */
  sections: SourceSection[];
}

/**
 * What is left out of the text: what a reader does not read as part of the page (buttons, icons,
 * the `#` of heading links, hidden elements), and the diagrams, whose labels sit in their SVG
 * twice (one drawing per colour mode) and read as a jumble out of the drawing; the text around
 * each diagram says the same in sentences (plugins/diagrams).
 */
const SKIPPED =
  'script, style, noscript, template, button, svg, a.hash-link, [aria-hidden="true"], .saturn-diagram';

/** Elements whose text is a block of its own: their text never runs into the next one's. */
const BLOCKS = new Set(
  (
    'address article aside blockquote br caption dd details dialog div dl dt fieldset ' +
    'figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section ' +
    'summary table tbody td tfoot th thead tr ul'
  ).split(' '),
);

const SECTION_HEADINGS = new Set(['h2', 'h3']);

function condense(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether the HTML is a docs page (theme-classic marks the article's Markdown container). */
export function isDocsPage(html: string): boolean {
  return /\btheme-doc-markdown\b/.test(html);
}

/**
 * The title, description and sections of a docs page, or null when the HTML has no docs
 * article. Code blocks are read as their text (one line after another), without the markup of
 * their highlighted tokens, which would only slow the parse.
 */
export function extractDocsPage(html: string): ExtractedPage | null {
  if (!isDocsPage(html)) return null;
  const $ = load(codeBlocksAsText(html, ' ', ' '));
  const article = $('.theme-doc-markdown').first();
  if (article.length === 0) return null;
  const title = condense(article.find('h1').first().text());
  const description = condense($('meta[name="description"]').attr('content') ?? '');
  const keywords = condense($('meta[name="keywords"]').attr('content') ?? '');
  article.find(SKIPPED).remove();
  article.find('h1').first().remove();

  const sections: SourceSection[] = [{anchor: '', heading: title, text: ''}];
  const parts: Parts = {text: [], code: [], links: []};
  const flush = () => {
    const section = sections[sections.length - 1]!;
    section.text = condense(parts.text.join(''));
    const code = condense(parts.code.join(' '));
    const links = condense(parts.links.join(' '));
    if (code) section.code = code;
    if (links) section.links = links;
    parts.text.length = 0;
    parts.code.length = 0;
    parts.links.length = 0;
  };
  walk($, article.get(0)!.children, parts, 'prose', (heading) => {
    flush();
    sections.push(heading);
  });
  flush();
  return {title, description, keywords, sections};
}

/** A section's text as it is walked: all of it in order, and its code and link parts apart. */
interface Parts {
  text: string[];
  code: string[];
  links: string[];
}

type Kind = 'prose' | 'code' | 'links';

function isLinkToAnotherPage(element: Element): boolean {
  return element.name === 'a' && !(element.attribs.href ?? '#').startsWith('#');
}

/**
 * A list item that starts with a link to another page ("[Contact](/contact/): talk to support
 * or sales", as every page's "Next steps" lists them): its words describe the other page.
 */
function isLinkItem(element: Element): boolean {
  if (element.name !== 'li') return false;
  let first = element.children.find(
    (child) =>
      child.type === 'tag' ||
      (child.type === 'text' && /\S/.test((child as unknown as {data: string}).data)),
  );
  // The link may sit inside the item's paragraph.
  while (first?.type === 'tag' && (first as Element).name === 'p') {
    first = (first as Element).children.find(
      (child) =>
        child.type === 'tag' ||
        (child.type === 'text' && /\S/.test((child as unknown as {data: string}).data)),
    );
  }
  return first?.type === 'tag' && isLinkToAnotherPage(first as Element);
}

/**
 * Depth-first through the article: text into `parts`, a new section at each anchored heading.
 * Text inside `<pre>` is code; text inside a link to another page (not to an anchor of this
 * one) is link text.
 */
function walk(
  $: CheerioAPI,
  nodes: AnyNode[],
  parts: Parts,
  kind: Kind,
  onHeading: (section: SourceSection) => void,
): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      const data = (node as unknown as {data: string}).data;
      parts.text.push(data);
      if (kind !== 'prose') parts[kind].push(data);
      continue;
    }
    if (node.type !== 'tag') continue;
    const element = node as Element;
    const id = element.attribs.id;
    if (SECTION_HEADINGS.has(element.name) && id) {
      onHeading({anchor: `#${id}`, heading: condense($(element).text()), text: ''});
      continue;
    }
    let inner = kind;
    if (element.name === 'pre') inner = 'code';
    else if (kind === 'prose' && (isLinkToAnotherPage(element) || isLinkItem(element))) {
      inner = 'links';
    }
    const block = BLOCKS.has(element.name);
    if (block) parts.text.push(' ');
    walk($, element.children, parts, inner, onHeading);
    if (block) parts.text.push(' ');
  }
}
