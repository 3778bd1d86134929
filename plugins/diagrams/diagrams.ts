/**
 * Mermaid diagrams, drawn when they are written instead of in the reader's browser.
 *
 * Authors write a ```mermaid fence in a docs page, as before. `npm run diagrams`
 * (./draw.ts) draws each fence with Mermaid in Chromium, once per colour mode,
 * and writes the two SVGs to ./drawn/<key>.json. At build time the remark plugin
 * (./remark.ts) swaps each fence for a <Diagram> that shows those SVGs inline: no
 * Mermaid in any bundle, no script to draw a diagram, text a reader can select.
 *
 * A diagram's key is a hash of its source and of the settings below, so a diagram
 * edited without `npm run diagrams` has no SVG and the build stops with that
 * command in its message.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {extractBlocks, type CodeBlock} from '../docs/fences';
import {listDocFiles} from '../docs/files';

/** Where the drawn diagrams are kept (committed). */
export const diagramsDir = path.join(__dirname, 'drawn');

/** The docs folder the generator reads fences from. */
export const docsDir = path.join(__dirname, '..', '..', 'docs');

export type ColourMode = 'light' | 'dark';
export const colourModes: readonly ColourMode[] = ['light', 'dark'];

/**
 * Mermaid's settings per colour mode.
 * - Labels are measured in Chromium when the diagram is drawn, and read in the reader's
 *   browser: Arial, or Liberation Sans with the same metrics, gives both the same widths.
 * - In the dark theme, edge labels are #ccc on #585858 (4.4:1, below WCAG AA); the
 *   darker label background gives 9:1.
 */
const shared = {
  startOnLoad: false,
  securityLevel: 'strict',
  fontFamily: 'arial, "Liberation Sans", helvetica, sans-serif',
} as const;

export const mermaidConfig: Record<ColourMode, Record<string, unknown>> = {
  light: {...shared, theme: 'default'},
  dark: {...shared, theme: 'dark', themeVariables: {edgeLabelBackground: '#2e2e33'}},
};

/** One drawn diagram, as stored in ./drawn/<key>.json. */
export interface DrawnDiagram {
  key: string;
  /** The Mermaid source, exactly as in the page (also used by the Markdown copies). */
  source: string;
  /** The Mermaid version that drew it. */
  mermaid: string;
  /** The light SVG's intrinsic size, in CSS pixels. */
  width: number;
  height: number;
  light: string;
  dark: string;
}

/** The key of a diagram: its file name in ./drawn and the id prefix inside its SVGs. */
export function diagramKey(source: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({source, mermaidConfig}))
    .digest('hex')
    .slice(0, 12);
}

export function diagramFile(key: string): string {
  return path.join(diagramsDir, `${key}.json`);
}

export function readDiagram(key: string): DrawnDiagram | null {
  try {
    return JSON.parse(fs.readFileSync(diagramFile(key), 'utf8')) as DrawnDiagram;
  } catch {
    return null;
  }
}

/** Every ```mermaid fence in the docs, with its file and line. */
export function findDocsFences(dir = docsDir): CodeBlock[] {
  return listDocFiles(dir).flatMap((file) =>
    extractBlocks(file, fs.readFileSync(file, 'utf8')).filter(
      (block) => block.language === 'mermaid',
    ),
  );
}

/** The size Mermaid gave an SVG, from its viewBox. */
export function svgSize(svg: string): {width: number; height: number} {
  const viewBox = /viewBox="([-\d.]+)[ ,]+([-\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('The SVG has no viewBox.');
  return {
    width: Math.round(Number(viewBox[3]) * 100) / 100,
    height: Math.round(Number(viewBox[4]) * 100) / 100,
  };
}
