/**
 * Remark plugin: puts every table of a docs page, Markdown or `<table>` written in JSX, in a
 * `<ScrollableTable>`, the focusable, named region that scrolls a wide table sideways on a
 * phone (keyboard users scroll it with the arrow keys once it has focus). Runs before
 * ./import-components.ts, which then imports the component into the page.
 *
 * The region's name is the table's `<caption>` when it has one, else the heading the table
 * sits under (levels 2 and 3), else the page's title. Names are unique on the page: when
 * several tables would get the same one, each gets ", table 1", ", table 2", ... after it.
 * A table already inside a `<ScrollableTable>` is left as it is.
 */
import type {Heading, Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';

const wrapper = 'ScrollableTable';

type Node = Root | RootContent;

/** The text a reader sees, without MDX comments and expressions (heading ids, `{value}`). */
function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Node[]).map(textOf).join('');
}

function isJsxTable(node: Node): node is MdxJsxFlowElement {
  return node.type === 'mdxJsxFlowElement' && node.name === 'table';
}

function captionOf(table: Table | MdxJsxFlowElement): string | undefined {
  if (table.type === 'table') return undefined;
  const caption = table.children.find(
    (child) => child.type === 'mdxJsxFlowElement' && child.name === 'caption',
  );
  const text = caption && textOf(caption).replace(/\s+/g, ' ').trim();
  return text || undefined;
}

export default function remarkScrollableTables() {
  return (tree: Root, file: VFile) => {
    const title = (file.data.frontMatter as {title?: unknown} | undefined)?.title;
    const found: {node: Table | MdxJsxFlowElement; label: string}[] = [];
    let heading = typeof title === 'string' ? title : 'Table';
    visit(tree, (node: Node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === wrapper) return SKIP;
      if (node.type === 'heading' && [2, 3].includes((node as Heading).depth)) {
        heading = textOf(node).replace(/\s+/g, ' ').trim() || heading;
      } else if (node.type === 'table' || isJsxTable(node)) {
        found.push({node, label: captionOf(node) ?? heading});
        return SKIP;
      }
      return undefined;
    });

    const counts = new Map<string, number>();
    for (const {label} of found) counts.set(label, (counts.get(label) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const {node, label} of found) {
      const index = (seen.get(label) ?? 0) + 1;
      seen.set(label, index);
      const name = counts.get(label)! > 1 ? `${label}, table ${index}` : label;
      // The table becomes the wrapper's child; the wrapper takes its place in the tree.
      const table = {...node};
      const region = node as unknown as MdxJsxFlowElement;
      for (const key of Object.keys(region))
        delete (region as unknown as Record<string, unknown>)[key];
      Object.assign(region, {
        type: 'mdxJsxFlowElement',
        name: wrapper,
        attributes: [{type: 'mdxJsxAttribute', name: 'label', value: name}],
        children: [table],
        position: table.position,
      } satisfies MdxJsxFlowElement);
    }
  };
}
