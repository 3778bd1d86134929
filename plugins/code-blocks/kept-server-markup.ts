/**
 * Content that never changes after the server wrote it (highlighted code, drawn
 * diagrams, the API reference's tables) is kept as the server wrote it while React
 * hydrates: the element renders with `keepServerMarkup` as its `dangerouslySetInnerHTML`,
 * an empty string React does not compare, so it leaves the element's children alone and
 * the content is in no script.
 *
 * Docusaurus remounts some components once the page has hydrated (theme-classic's
 * `CodeBlock` and `Tabs` render with `key={String(isBrowser)}`). The element that replaces
 * a kept one in that commit adopts its children: the same nodes move across, so nothing is
 * parsed or highlighted again, and what other scripts attached to those nodes (the reader's
 * values, `plugins/your-values/apply.ts`) stays. `key` names the content, so that the
 * replacement finds the element it replaces.
 *
 * `keep` is true from hydration on and for an adopting replacement, and false for an
 * element React renders itself (after a client-side navigation), which must then render its
 * content. If a kept element finds itself empty (React discarded the server's markup after a
 * hydration error above it, or there was nothing to adopt), `keep` turns false before paint,
 * so the content is rendered instead.
 */
import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export const keepServerMarkup = {__html: ''};

/** Kept elements mounted now, by key: a new element with such a key adopts their markup. */
const mounted = new Map<string, number>();
/** Children of kept elements unmounted in the current commit, by key, oldest first. */
const released = new Map<string, ChildNode[][]>();

function count(key: string, change: number): void {
  const next = (mounted.get(key) ?? 0) + change;
  if (next > 0) mounted.set(key, next);
  else mounted.delete(key);
}

function release(key: string, nodes: ChildNode[]): void {
  const list = released.get(key);
  if (list) list.push(nodes);
  else released.set(key, [nodes]);
  // A replacement adopts them in the same commit; whatever is left after it is dropped.
  queueMicrotask(() => released.delete(key));
}

export function useKeptServerMarkup<T extends HTMLElement>(
  key: string,
  hasContent: boolean,
): {keep: boolean; ref: RefObject<T | null>} {
  // useIsBrowser() is false only on the server and while React hydrates the page.
  const isBrowser = useIsBrowser();
  const [keep, setKeep] = useState(() => !isBrowser || mounted.has(key));
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!keep || !element) return undefined;
    if (!element.hasChildNodes()) {
      const adopted = released.get(key)?.shift();
      if (adopted) element.replaceChildren(...adopted);
    }
    if (hasContent && !element.hasChildNodes()) {
      setKeep(false);
      return undefined;
    }
    count(key, 1);
    return () => {
      count(key, -1);
      release(key, Array.from(element.childNodes));
    };
  }, [keep, hasContent, key]);
  return {keep, ref};
}
