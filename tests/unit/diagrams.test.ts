/**
 * The docs' Mermaid diagrams are drawn ahead of time (plugins/diagrams). These tests
 * fail when a diagram was added or edited without `npm run diagrams`, when a drawn
 * diagram is left over, or when the installed Mermaid differs from the one that drew them.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import {
  diagramKey,
  diagramsDir,
  findDocsFences,
  readDiagram,
  svgSize,
} from '../../plugins/diagrams/diagrams';
import remarkDiagrams from '../../plugins/diagrams/remark';

const require = createRequire(import.meta.url);
const installedMermaid = (require('mermaid/package.json') as {version: string}).version;
const rerun = 'run "npm run diagrams" and commit plugins/diagrams/drawn/';

describe('svgSize', () => {
  it('reads the viewBox, and refuses an SVG without one', () => {
    expect(svgSize('<svg viewBox="0 -5 1920.40625 564.875">')).toEqual({
      width: 1920.41,
      height: 564.88,
    });
    expect(() => svgSize('<svg width="10">')).toThrow('no viewBox');
  });
});

describe('the drawn diagrams', () => {
  const fences = findDocsFences();
  const keys = new Set(fences.map((fence) => diagramKey(fence.code)));

  it('the docs have diagrams', () => {
    expect(fences.length).toBeGreaterThanOrEqual(6);
  });

  for (const fence of fences) {
    const where = path.relative(process.cwd(), fence.file) + ':' + fence.line;
    it(`${where} is drawn, with the installed Mermaid, in both colour modes`, () => {
      const diagram = readDiagram(diagramKey(fence.code));
      expect(diagram, `no drawing: ${rerun}`).not.toBeNull();
      expect(diagram!.source).toBe(fence.code);
      expect(diagram!.mermaid, `drawn by another Mermaid: ${rerun}`).toBe(installedMermaid);
      for (const mode of ['light', 'dark'] as const) {
        const svg = diagram![mode];
        expect(svg.startsWith(`<svg id="diagram-${diagram!.key}-${mode}"`)).toBe(true);
        expect(svg).not.toContain('Syntax error');
      }
      expect(svgSize(diagram!.light)).toEqual({width: diagram!.width, height: diagram!.height});
    });
  }

  it('plugins/diagrams/drawn holds no drawing that no page uses', () => {
    const files = fs.readdirSync(diagramsDir).filter((file) => file.endsWith('.json'));
    const unused = files.filter((file) => !keys.has(file.replace(/\.json$/, '')));
    expect(unused, rerun).toEqual([]);
  });
});

describe('remarkDiagrams', () => {
  const run = (source: string) => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'code', lang: 'mermaid', value: source, position: pos}],
    };
    remarkDiagrams()(tree, new VFile({path: 'docs/page.mdx'}));
    return tree.children[0];
  };
  const pos = {start: {line: 7, column: 1}, end: {line: 9, column: 4}};

  it('puts a Diagram with the drawing’s key and shape where the fence was', () => {
    const [fence] = findDocsFences();
    const diagram = readDiagram(diagramKey(fence!.code))!;
    expect(run(fence!.code)).toEqual({
      type: 'mdxJsxFlowElement',
      name: 'Diagram',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'id', value: diagram.key},
        {type: 'mdxJsxAttribute', name: 'ratio', value: `${diagram.width} / ${diagram.height}`},
      ],
      children: [],
    });
  });

  it('stops the build, naming the page, line and command, for a diagram not drawn', () => {
    expect(() => run('flowchart LR\n  new --> undrawn')).toThrow(
      'docs/page.mdx:7: this Mermaid diagram is new or was edited, and has not been drawn. Run "npm run diagrams"',
    );
  });
});
