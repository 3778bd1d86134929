/**
 * The drawn diagrams, in the server bundle: the page's HTML carries the SVGs.
 * The browser bundle gets ./data.browser.ts instead (../index.ts aliases
 * `@saturn/diagram-data` per bundle), so no SVG is in any script a page loads.
 */
import type {DrawnDiagram} from '../diagrams';

const diagrams = (
  require as unknown as {
    context(dir: string, deep: boolean, filter: RegExp): (request: string) => DrawnDiagram;
  }
).context('../drawn', false, /\.json$/);

export function readDiagram(key: string): DrawnDiagram | null {
  return diagrams(`./${key}.json`);
}

export function loadDiagram(key: string): Promise<DrawnDiagram> {
  return Promise.resolve(diagrams(`./${key}.json`));
}
