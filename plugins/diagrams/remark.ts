/**
 * Remark plugin: swaps each ```mermaid fence for `<Diagram id="<key>" ratio="<w> / <h>" />`,
 * whose SVGs were drawn by `npm run diagrams` (see ./diagrams.ts). The component is
 * imported into the page by plugins/remark/import-components.ts, which runs after this.
 *
 * A fence with no drawn diagram stops the build: the page would otherwise show nothing.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';

import {diagramKey, readDiagram} from './diagrams';

function attribute(name: string, value: string): MdxJsxFlowElement['attributes'][number] {
  return {type: 'mdxJsxAttribute', name, value};
}

export default function remarkDiagrams() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const key = diagramKey(node.value);
      const diagram = readDiagram(key);
      if (!diagram) {
        const where = `${path.relative(process.cwd(), file.path)}:${node.position?.start.line ?? 0}`;
        throw new Error(
          `${where}: this Mermaid diagram is new or was edited, and has not been drawn. Run "npm run diagrams" and commit plugins/diagrams/drawn/.`,
        );
      }
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
          attribute('id', key),
          attribute('ratio', `${diagram.width} / ${diagram.height}`),
        ],
        children: [],
      };
      parent.children[index] = element;
    });
  };
}
