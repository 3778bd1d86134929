/**
 * Remark plugin: a docs page with a fenced code block imports `@theme/CodeBlock/Eager`, so that
 * the code block is in that page's scripts and loaded with it, and in no other page's
 * (./theme/CodeBlock/index.tsx says why). It runs after plugins/diagrams/remark.ts, which has
 * turned the ```mermaid fences into diagrams by then: a page whose only fences are diagrams
 * loads no code block.
 */
import type {Program} from 'estree';
import type {Root, RootContent} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';

export const eagerCodeBlockModule = '@theme/CodeBlock/Eager';

function sideEffectImport(module: string): RootContent {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [],
        source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(module)};`,
    data: {estree},
  } as RootContent;
}

export default function remarkCodeBlocks() {
  return (tree: Root) => {
    let fenced = false;
    visit(tree, 'code', () => {
      fenced = true;
      return EXIT;
    });
    const imported = tree.children.some(
      (node) =>
        node.type === 'mdxjsEsm' &&
        node.data?.estree?.body.some(
          (statement) =>
            statement.type === 'ImportDeclaration' &&
            statement.source.value === eagerCodeBlockModule,
        ),
    );
    if (fenced && !imported) tree.children.unshift(sideEffectImport(eagerCodeBlockModule));
  };
}
