/**
 * Turns the article of a built docs page into Markdown, for the copies that
 * AI assistants and readers fetch at /<page>.md. It works on the rendered
 * HTML, so generated content (API examples, reference tables) is included.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import {readDiagram} from '../diagrams/diagrams';
import {codeBlocksAsText} from '../code-blocks/code-text';

/**
 * Elements that start a block of their own. Anything else (text, `strong`,
 * `code`, `a`, a component's `span`) is inline and joins the text around it.
 */
const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'button',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'nav',
  'noscript',
  'ol',
  'p',
  'pre',
  'script',
  'section',
  'style',
  'summary',
  'svg',
  'table',
  'textarea',
  'ul',
]);

function isBlock(node: AnyNode): boolean {
  return node.type === 'tag' && blockTags.has((node as Element).name);
}

function inlineNode($: CheerioAPI, node: AnyNode): string {
  if (node.type === 'text') return ('data' in node ? String(node.data) : '').replace(/\s+/g, ' ');
  if (node.type !== 'tag') return '';
  const element = node as Element;
  if ($(element).attr('aria-hidden') === 'true') return '';
  const children = inline($, element.children);
  switch (element.name) {
    case 'code':
      return `\`${$(element).text()}\``;
    case 'strong':
    case 'b':
      return children.trim() ? `**${children.trim()}**` : '';
    case 'em':
    case 'i':
      return children.trim() ? `_${children.trim()}_` : '';
    case 'a': {
      const href = $(element).attr('href') ?? '';
      if ($(element).hasClass('hash-link') || !children.trim()) return '';
      return `[${children.trim()}](${href})`;
    }
    // Markdown has no syntax for them; HTML keeps 10<sup>16</sup> from reading as 1016.
    case 'sup':
    case 'sub':
      return children.trim() ? `<${element.name}>${children.trim()}</${element.name}>` : '';
    case 'br':
      return '\n';
    case 'svg':
    case 'button':
      return '';
    default:
      return children;
  }
}

/**
 * Inline nodes as one line of Markdown. Two elements side by side with no
 * space between them, such as a label `<span>Fixed</span>` and the text it
 * labels, are laid out apart by CSS; in Markdown they get a space, unless the
 * first is code (`x`'s) or the second starts with punctuation.
 */
function inline($: CheerioAPI, nodes: AnyNode[]): string {
  let out = '';
  let previous: Element | null = null;
  for (const node of nodes) {
    const text = inlineNode($, node);
    if (
      previous &&
      node.type === 'tag' &&
      previous.name !== 'code' &&
      /[\p{L}\p{N}*_)\]`]$/u.test(out) &&
      /^[\p{L}\p{N}*_[`]/u.test(text)
    ) {
      out += ' ';
    }
    out += text;
    if (node.type === 'tag' && text !== '') previous = node as Element;
    else if (node.type === 'text' && text !== '') previous = null;
  }
  return out;
}

function block($: CheerioAPI, element: Element, depth = 0): string {
  const tag = element.name;
  const $element = $(element);
  if ($element.attr('aria-hidden') === 'true' || $element.hasClass('sr-only')) return '';
  // A row of tabs: each panel follows its tab's name in a paragraph (src/theme/TabItem).
  if ($element.attr('role') === 'tablist') return '';
  // The page title is rendered once in the Markdown's own header.
  if (tag === 'h1') return '';
  if (/^h[2-6]$/.test(tag)) {
    return `${'#'.repeat(Number(tag[1]))} ${inline($, element.children).trim()}\n\n`;
  }
  switch (tag) {
    case 'p':
      return `${inline($, element.children).trim()}\n\n`;
    case 'pre': {
      const code = $element.find('code').first();
      // Docusaurus puts the language on the <pre>, a hand-written block on the <code>.
      const classes = `${code.attr('class') ?? ''} ${$element.attr('class') ?? ''}`;
      const language = /language-(\w+)/.exec(classes)?.[1] ?? '';
      const lines = code.find('.token-line');
      const text = lines.length
        ? lines
            .map((_, line) => $(line).text())
            .get()
            .join('\n')
        : code.text() || $element.text();
      return `\`\`\`${language}\n${text.replace(/\n+$/, '')}\n\`\`\`\n\n`;
    }
    case 'ul':
    case 'ol': {
      const items = $element.children('li').get();
      return (
        items
          .map((item, index) => {
            const marker = tag === 'ol' ? `${index + 1}.` : '-';
            const indent = '  '.repeat(depth);
            const hasBlocks = item.children.some(isBlock);
            if (!hasBlocks) return `${indent}${marker} ${inline($, item.children).trim()}\n`;
            // A list item with paragraphs or code blocks: its blocks follow the marker, indented under it.
            const [first = '', ...rest] = children($, item, 0).trim().split('\n');
            const pad = ' '.repeat(marker.length + 1);
            return `${indent}${marker} ${first}\n${rest.map((line) => (line ? indent + pad + line : '')).join('\n')}\n`;
          })
          .join('') + (depth === 0 ? '\n' : '')
      );
    }
    case 'table': {
      const rows = $element
        .find('tr')
        .get()
        .map((row) =>
          $(row)
            .children('th, td')
            .get()
            .map((cell) => inline($, cell.children).trim().replace(/\|/g, '\\|')),
        );
      if (!rows.length) return '';
      const [head = [], ...body] = rows;
      const line = (cells: string[]) => `| ${cells.join(' | ')} |\n`;
      return line(head) + line(head.map(() => '---')) + body.map(line).join('') + '\n';
    }
    case 'textarea':
      // A tool's input (the MTBF calculator's incidents): its lines as they are.
      return `\`\`\`text\n${$element.text().replace(/^\n|\n+$/g, '')}\n\`\`\`\n\n`;
    case 'dl': {
      // A description list (a CLI flag's facts, a tool's results): one line per term.
      // HTML lets each dt and its dd sit in a div of their own.
      const lines: string[] = [];
      let term = '';
      const entries = $element
        .children()
        .get()
        .flatMap((child) => (child.name === 'div' ? $(child).children().get() : [child]))
        .filter((child) => child.name === 'dt' || child.name === 'dd');
      for (const child of entries) {
        const text = inline($, child.children).trim();
        if (child.name === 'dt') term = text;
        else lines.push(`- **${term}**: ${text}`);
      }
      return lines.length ? `${lines.join('\n')}\n\n` : '';
    }
    case 'blockquote':
      return (
        children($, element, depth)
          .trim()
          .split('\n')
          .map((text) => `> ${text}`)
          .join('\n') + '\n\n'
      );
    case 'hr':
      return '---\n\n';
    case 'figure': {
      // A diagram drawn ahead of time (plugins/diagrams): its Mermaid source says more than its SVG.
      const key = $element.attr('data-diagram');
      if (!key) return children($, element, depth);
      const diagram = readDiagram(key);
      return diagram ? `\`\`\`mermaid\n${diagram.source}\n\`\`\`\n\n` : '';
    }
    case 'script':
    case 'style':
    case 'button':
    case 'svg':
    case 'noscript':
      return '';
    default:
      return children($, element, depth);
  }
}

/**
 * The blocks of an element. Text and inline elements next to each other form one
 * paragraph, so `<summary>Events (<!-- -->20<!-- --> events)</summary>` and a `<dd>` of
 * links stay on one line instead of one paragraph per piece.
 */
function children($: CheerioAPI, element: Element, depth: number): string {
  const out: string[] = [];
  let run: AnyNode[] = [];
  const flush = (): void => {
    const text = inline($, run).trim();
    if (text) out.push(`${text}\n\n`);
    run = [];
  };
  for (const child of element.children) {
    if (isBlock(child)) {
      flush();
      out.push(block($, child as Element, depth));
    } else if (child.type === 'text' || child.type === 'tag') {
      run.push(child);
    }
  }
  flush();
  return out.join('');
}

/** Markdown of a built docs page: its title, description, source URL and article body. */
export function pageToMarkdown(html: string, pageUrl: string): string | null {
  // Parses only the head and the article, not the navbar,
  // sidebar and footer around it (two thirds of a page's HTML).
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  // The code blocks as text, a line per line: the tokens' markup is most of a code-heavy page.
  const $ = load(
    codeBlocksAsText(
      headEnd >= 0 && start > headEnd && end > start
        ? `${html.slice(0, headEnd)}</head><body>${html.slice(start, end + '</article>'.length)}</body></html>`
        : html,
      '\n',
      '',
    ),
  );
  const article = $('article .markdown').first();
  if (!article.length) return null;
  const title = $('article h1').first().text().trim() || $('title').text().trim();
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  const body = children($, article.get(0) as Element, 0)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const header = [
    `# ${title}`,
    '',
    description ? `> ${description}` : '',
    '',
    `Source: ${pageUrl}`,
    '',
  ];
  return `${header.join('\n').replace(/\n{3,}/g, '\n\n')}\n${body}\n`;
}
