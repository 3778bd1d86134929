/**
 * The drawn diagrams, in the browser bundle. A page loaded from the server already
 * has its diagrams in its HTML; a page reached by a client-side link loads each of
 * its diagrams as its own small chunk. See ./data.server.ts.
 */
import type {DrawnDiagram} from '../diagrams';

export function readDiagram(_key: string): DrawnDiagram | null {
  return null;
}

export async function loadDiagram(key: string): Promise<DrawnDiagram> {
  const module = (await import(
    /* webpackChunkName: "diagram-[request]" */ `../drawn/${key}.json`
  )) as {default: DrawnDiagram};
  return module.default;
}
