/**
 * Remark plugin (perf, issue 9): imports the heavier MDX components a page
 * uses into that page, instead of registering them for every page in
 * src/theme/MDXComponents.tsx. Authors still write `<ApiExample .../>` with no
 * import; the component's code (and the OpenAPI data it carries) then lands
 * in the chunks of the pages that use it, loaded with the page before
 * hydration, instead of in the chunk every docs page loads.
 */
import type {Program} from 'estree';
import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';

/** Component name -> module whose default export it is. */
export const pageImportedComponents: Record<string, string> = {
  Tabs: '@theme/Tabs',
  TabItem: '@theme/TabItem',
  ApiExample: '@site/src/components/ApiExample',
  SchemaFields: '@site/src/components/SchemaFields',
  ErrorTable: '@site/src/components/ErrorTable',
  Diagram: '@site/src/components/Diagram',
};

function importNode(name: string, source: string): RootContent {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {estree},
  } as RootContent;
}

export default function remarkImportComponents() {
  return (tree: Root) => {
    const used = new Set<string>();
    const declared = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (node.name && node.name in pageImportedComponents) used.add(node.name);
      } else if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? []) {
          if (statement.type === 'ImportDeclaration')
            statement.specifiers.forEach((specifier) => declared.add(specifier.local.name));
        }
      }
    });
    const imports = [...used]
      .filter((name) => !declared.has(name))
      .map((name) => importNode(name, pageImportedComponents[name]!));
    tree.children.unshift(...imports);
  };
}
