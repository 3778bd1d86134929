/**
 * Remark plugin: puts the headings that a component renders into the table of contents of the
 * MDX page that uses it.
 *
 * Docusaurus builds a page's `toc` export from its Markdown headings at compile time
 * (@docusaurus/mdx-loader, remark/toc); headings rendered by a React component are not in it.
 * A component that renders h2/h3 headings exports its own `toc` (the entries for those
 * headings, in order). This plugin runs after Docusaurus's toc plugin and, for every
 * `<Component />` of the page whose module exports `toc`, imports that export and spreads it
 * into the page's `toc` at the place where the component stands among the page's headings.
 *
 * A component counts when the page imports it (explicitly, or through
 * plugins/remark/import-components.ts, which runs earlier) from `@site/...` and its module
 * file has an `export const toc` declaration. A page that writes its own `export const toc`
 * keeps it untouched, as Docusaurus does.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Expression, ImportDeclaration, SpreadElement} from 'estree';
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';

const siteDir = path.resolve(__dirname, '../..');
const moduleExtensions = ['.tsx', '.ts', '.jsx', '.js'];

/** The file an `@site/...` import names, or undefined for any other import. */
function siteModuleFile(source: string): string | undefined {
  if (!source.startsWith('@site/')) return undefined;
  const base = path.join(siteDir, source.slice('@site/'.length));
  const candidates = [
    base,
    ...moduleExtensions.map((extension) => base + extension),
    ...moduleExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((file) => /\.[jt]sx?$/.test(file) && existsSync(file));
}

/** True when the module file declares a named `toc` export. */
export function exportsToc(file: string): boolean {
  return /^export const toc\b/m.test(readFileSync(file, 'utf8'));
}

function importDeclarations(tree: Root): ImportDeclaration[] {
  const declarations: ImportDeclaration[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') declarations.push(statement);
    }
  }
  return declarations;
}

function defaultImportName(declaration: ImportDeclaration): string | undefined {
  return declaration.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')
    ?.local.name;
}

/** The elements of the page's generated `export const toc = [...]`, or undefined. */
function tocElements(tree: Root): (Expression | SpreadElement | null)[] | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const [statement] = node.data?.estree?.body ?? [];
    if (statement?.type !== 'ExportNamedDeclaration') continue;
    const declarator =
      statement.declaration?.type === 'VariableDeclaration'
        ? statement.declaration.declarations[0]
        : undefined;
    if (declarator?.id.type !== 'Identifier' || declarator.id.name !== 'toc') continue;
    // Docusaurus's own export has an empty `value`; a page's hand-written one has its source.
    if (node.value !== '' || declarator.init?.type !== 'ArrayExpression') return undefined;
    return declarator.init.elements;
  }
  return undefined;
}

export default function remarkComponentToc() {
  return (tree: Root) => {
    const elements = tocElements(tree);
    if (!elements) return;

    const declarations = importDeclarations(tree);
    const byName = new Map<string, ImportDeclaration>();
    for (const declaration of declarations) {
      const name = defaultImportName(declaration);
      if (name) byName.set(name, declaration);
    }
    const isMarkdownImport = (declaration: ImportDeclaration) =>
      typeof declaration.source.value === 'string' && /\.mdx?$/.test(declaration.source.value);

    // Walk the page as Docusaurus's toc plugin does: a heading of level 2 or more with text is
    // one entry, an imported Markdown partial is one spread; note where each component stands.
    const insertions: {index: number; sliceName: string}[] = [];
    let index = 0;
    visit(tree, (node) => {
      if (node.type === 'heading') {
        if ((node as Heading).depth >= 2 && toString(node)) index += 1;
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' || !node.name) return;
      const declaration = byName.get(node.name);
      if (!declaration) return;
      if (isMarkdownImport(declaration)) {
        index += 1;
        return;
      }
      const file = siteModuleFile(String(declaration.source.value));
      if (!file || !exportsToc(file)) return;
      const sliceName = `__componentToc${node.name}`;
      if (!declaration.specifiers.some((specifier) => specifier.local.name === sliceName)) {
        declaration.specifiers.push({
          type: 'ImportSpecifier',
          imported: {type: 'Identifier', name: 'toc'},
          local: {type: 'Identifier', name: sliceName},
        });
      }
      insertions.push({index, sliceName});
    });
    if (index !== elements.length) {
      throw new Error(
        `component-toc: counted ${index} table-of-contents entries, Docusaurus made ${elements.length}; the walk no longer matches @docusaurus/mdx-loader's toc plugin.`,
      );
    }
    for (const {index: at, sliceName} of insertions.reverse()) {
      elements.splice(at, 0, {
        type: 'SpreadElement',
        argument: {type: 'Identifier', name: sliceName},
      });
    }
  };
}
