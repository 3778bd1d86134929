/**
 * Content that never changes after the server wrote it (highlighted code, drawn
 * diagrams) is kept as the server wrote it while React hydrates: the element renders
 * with `keepServerMarkup` as its `dangerouslySetInnerHTML`, an empty string React does
 * not compare, so it leaves the element's children alone and the content is in no script.
 *
 * `keep` is true from hydration on, and false for an element React renders itself
 * (after a client-side navigation), which must then render its content. If React had to
 * discard the server's markup (a hydration error above the element), the element is
 * empty: `keep` turns false before paint, so the content is rendered instead.
 */
import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export const keepServerMarkup = {__html: ''};

export function useKeptServerMarkup<T extends HTMLElement>(
  hasContent: boolean,
): {keep: boolean; ref: RefObject<T | null>} {
  // useIsBrowser() is false only on the server and while React hydrates the page.
  const isBrowser = useIsBrowser();
  const [keep, setKeep] = useState(!isBrowser);
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (keep && hasContent && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep, hasContent]);
  return {keep, ref};
}
