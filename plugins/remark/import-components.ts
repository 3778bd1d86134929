/**
 * Remark plugin: imports each component of ./components.ts that a page uses into that
 * page, unless the page imports a component of that name itself. Authors write
 * `<ApiExample .../>` with no import.
 */
import type {ImportDeclaration, Program} from 'estree';
import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';

import {pageComponents, type PageComponent} from './components';

function importNode(name: string, {module, export: exported}: PageComponent): RootContent {
  const local = {type: 'Identifier', name} as const;
  const specifier: ImportDeclaration['specifiers'][number] = exported
    ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name: exported}, local}
    : {type: 'ImportDefaultSpecifier', local};
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [specifier],
        source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
        attributes: [],
      },
    ],
  };
  const clause = exported ? `{${exported === name ? name : `${exported} as ${name}`}}` : name;
  return {
    type: 'mdxjsEsm',
    value: `import ${clause} from ${JSON.stringify(module)};`,
    data: {estree},
  } as RootContent;
}

export default function remarkImportComponents() {
  return (tree: Root) => {
    const used = new Set<string>();
    const declared = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (node.name && Object.hasOwn(pageComponents, node.name)) used.add(node.name);
      } else if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? []) {
          if (statement.type === 'ImportDeclaration')
            statement.specifiers.forEach((specifier) => declared.add(specifier.local.name));
        }
      }
    });
    const imports = [...used]
      .filter((name) => !declared.has(name))
      .map((name) => importNode(name, pageComponents[name]!));
    tree.children.unshift(...imports);
  };
}
