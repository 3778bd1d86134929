// Draws the docs' Mermaid diagrams (`npm run diagrams`): every ```mermaid fence in
// docs/, in both colour modes, with Mermaid's browser bundle in Debian's Chromium.
// Writes plugins/diagrams/drawn/<key>.json for each and deletes the files no page uses.
// Run it after adding or editing a diagram, and commit plugins/diagrams/drawn/.
// See ./diagrams.ts for why and how the files are used.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromium} from 'playwright-core';

import {
  colourModes,
  diagramFile,
  diagramKey,
  diagramsDir,
  findDocsFences,
  mermaidConfig,
  readDiagram,
  svgSize,
  type DrawnDiagram,
} from './diagrams';
import {chromiumArgs, chromiumExecutable} from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const mermaidPackage = require.resolve('mermaid/package.json');
const mermaidVersion = (JSON.parse(fs.readFileSync(mermaidPackage, 'utf8')) as {version: string})
  .version;
const mermaidScript = path.join(path.dirname(mermaidPackage), 'dist', 'mermaid.min.js');

const root = path.join(import.meta.dirname, '..', '..');

async function main(): Promise<void> {
  const fences = findDocsFences();
  const wanted = new Map(fences.map((fence) => [diagramKey(fence.code), fence]));
  fs.mkdirSync(diagramsDir, {recursive: true});

  const toDraw = [...wanted].filter(([key]) => readDiagram(key)?.mermaid !== mermaidVersion);
  if (toDraw.length > 0) {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: chromiumArgs,
    });
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({path: mermaidScript});
      for (const [key, fence] of toDraw) {
        const where = `${path.relative(root, fence.file)}:${fence.line}`;
        const svgs = {} as Record<(typeof colourModes)[number], string>;
        for (const mode of colourModes) {
          svgs[mode] = await page
            .evaluate(
              async ({id, source, config}) => {
                const {mermaid} = window as unknown as {
                  mermaid: {
                    initialize(config: unknown): void;
                    render(id: string, source: string): Promise<{svg: string}>;
                  };
                };
                mermaid.initialize(config);
                return (await mermaid.render(id, source)).svg;
              },
              {id: `diagram-${key}-${mode}`, source: fence.code, config: mermaidConfig[mode]},
            )
            .catch((error: unknown) => {
              throw new Error(`${where}: Mermaid could not draw this diagram: ${String(error)}`);
            });
        }
        const diagram: DrawnDiagram = {
          key,
          source: fence.code,
          mermaid: mermaidVersion,
          ...svgSize(svgs.light),
          light: svgs.light,
          dark: svgs.dark,
        };
        fs.writeFileSync(diagramFile(key), `${JSON.stringify(diagram, null, 2)}\n`);
        console.log(`drew ${where} -> ${path.relative(root, diagramFile(key))}`);
      }
    } finally {
      await browser.close();
    }
  }

  for (const file of fs.readdirSync(diagramsDir)) {
    if (file.endsWith('.json') && !wanted.has(file.slice(0, -'.json'.length))) {
      fs.rmSync(path.join(diagramsDir, file));
      console.log(`deleted ${path.relative(root, path.join(diagramsDir, file))}: no page uses it`);
    }
  }
  console.log(`${wanted.size} diagrams, ${toDraw.length} drawn (Mermaid ${mermaidVersion}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
