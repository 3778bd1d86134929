/**
 * A Mermaid diagram drawn by `npm run diagrams` (plugins/diagrams): the light and the
 * dark SVG side by side, CSS shows the one for the colour mode. Pages never use it
 * directly; plugins/diagrams/remark.ts puts it where a ```mermaid fence was.
 *
 * Like code blocks (src/prism/CodeLines.tsx), a diagram is content that never changes:
 * when React hydrates a server-rendered page it keeps the diagram's markup as it is,
 * with an empty `dangerouslySetInnerHTML`, so the SVGs are in the HTML and in no script.
 * A diagram that React renders itself, after a client-side navigation, loads its SVGs
 * and keeps their space meanwhile.
 */
import {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadDiagram, readDiagram} from '@saturn/diagram-data';
import type {DrawnDiagram} from '@site/plugins/diagrams/diagrams';

import './styles.css';

function markup(diagram: DrawnDiagram): string {
  return (
    `<div class="saturn-diagram__light">${diagram.light}</div>` +
    `<div class="saturn-diagram__dark">${diagram.dark}</div>`
  );
}

const keepChildren = {__html: ''};

type State = {kind: 'keep'} | {kind: 'loading'} | {kind: 'shown'; html: string} | {kind: 'failed'};

export default function Diagram({id, ratio}: {id: string; ratio: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<State>(() => {
    const drawn = readDiagram(id);
    if (drawn) return {kind: 'shown', html: markup(drawn)}; // server
    return isBrowser ? {kind: 'loading'} : {kind: 'keep'}; // client navigation : hydration
  });
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    // If React had to discard the server's markup (a hydration error above), load it.
    if (state.kind === 'keep' && ref.current && !ref.current.hasChildNodes()) {
      setState({kind: 'loading'});
    }
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== 'loading') return undefined;
    let current = true;
    loadDiagram(id).then(
      (drawn) => current && setState({kind: 'shown', html: markup(drawn)}),
      () => current && setState({kind: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [id, state.kind]);

  if (state.kind === 'failed') {
    return (
      <figure className="saturn-diagram" data-diagram={id}>
        <p role="alert" className="saturn-diagram__failed">
          This diagram could not be loaded. Reload the page to see it.
        </p>
      </figure>
    );
  }
  return (
    <figure className="saturn-diagram" data-diagram={id}>
      <div
        ref={ref}
        className="saturn-diagram__svgs"
        style={state.kind === 'loading' ? {aspectRatio: ratio} : undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={state.kind === 'shown' ? {__html: state.html} : keepChildren}
      />
    </figure>
  );
}
