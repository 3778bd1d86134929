/**
 * A Mermaid diagram drawn by `npm run diagrams` (plugins/diagrams): the light and the
 * dark SVG side by side, CSS shows the one for the colour mode. Pages never use it
 * directly; ../remark.ts puts it where a ```mermaid fence was.
 *
 * Like code blocks, a diagram is content that never changes: when React hydrates a
 * server-rendered page it keeps the diagram's markup as it is
 * (plugins/code-blocks/kept-server-markup.ts), so the SVGs are in the HTML and in no script.
 * A diagram that React renders itself, after a client-side navigation, loads its SVGs
 * and keeps their space meanwhile.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {loadDiagram, readDiagram} from '@saturn/diagram-data';
import {keepServerMarkup, useKeptServerMarkup} from '../../code-blocks/kept-server-markup';
import type {DrawnDiagram} from '../diagrams';

import './styles.css';

function markup(diagram: DrawnDiagram): string {
  return (
    `<div class="saturn-diagram__light">${diagram.light}</div>` +
    `<div class="saturn-diagram__dark">${diagram.dark}</div>`
  );
}

export default function Diagram({id, ratio}: {id: string; ratio: string}): ReactNode {
  // The server bundle has every drawn diagram; the browser's has none (../index.ts).
  const onServer = readDiagram(id);
  const {keep, ref} = useKeptServerMarkup<HTMLDivElement>(`diagram:${id}`, true);
  const [loaded, setLoaded] = useState<DrawnDiagram | 'failed' | null>(null);
  const load = !onServer && !keep;

  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    loadDiagram(id).then(
      (drawn) => current && setLoaded(drawn),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [id, load]);

  if (loaded === 'failed') {
    return (
      <figure className="saturn-diagram" data-diagram={id}>
        <p role="alert" className="saturn-diagram__failed">
          This diagram could not be loaded. Reload the page to see it.
        </p>
      </figure>
    );
  }
  const drawn = onServer ?? loaded;
  return (
    <figure className="saturn-diagram" data-diagram={id}>
      <div
        ref={ref}
        className="saturn-diagram__svgs"
        style={drawn || keep ? undefined : {aspectRatio: ratio}}
        suppressHydrationWarning
        dangerouslySetInnerHTML={drawn ? {__html: markup(drawn)} : keepServerMarkup}
      />
    </figure>
  );
}
