/**
 * Wrapper around redocusaurus's Redoc component (swizzled by wrapping).
 *
 * Hydration. Redoc's server-rendered markup cannot be hydrated: on the server,
 * redocusaurus inlines Redoc's styles for both colour modes and builds its
 * store without a DOM; the first client render differs (no inline styles,
 * other styled-components classes, a browser-only store), so React would log a
 * hydration error (#418) and re-render the whole page. So the server renders
 * Redoc in full, and during hydration the client renders the same container
 * with an empty `dangerouslySetInnerHTML`: React does not hydrate the inside of
 * such an element, so it keeps the server markup and compares nothing.
 *
 * Loading (performance, issue 9). Redoc is about 500 KiB of JavaScript and
 * takes seconds of main-thread work on a phone. The server markup is the whole
 * reference: every operation, schema, example and anchor. So the page loads without Redoc's JavaScript (it is only prefetched);
 * the reference turns into the live Redoc (collapsible schemas, response tabs,
 * copy buttons, the menu that follows scrolling) on the reader's first
 * interaction with it: the pointer entering it, a touch, a key, a wheel
 * turn or focus. A click made before Redoc was live is replayed on the same
 * element once it is, and keyboard focus is put back on the element that had
 * it. On client-side navigation to the page, Redoc renders directly.
 *
 * Dark mode. redocusaurus writes the server styles of dark mode by rendering
 * Redoc a second time with the dark theme, but styled-components names its
 * classes after the styles, so most dark rules name classes the light-themed
 * markup does not have (plugins/openapi/redoc-dark-styles-loader.cjs fixes the
 * other half: an invalid selector). The server markup is only right in light
 * mode, so in dark mode Redoc goes live as soon as the page has hydrated.
 */
import React, {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type OriginalRedoc from '@theme-original/Redoc';
// redocusaurus's Redoc in the server bundle, null in the browser's (plugins/redoc-on-server):
// the server renders it in one pass, the browser imports it when needed.
import RedocOnServer from '@saturn/redoc-on-server';

type Props = ComponentProps<typeof OriginalRedoc>;

const loadRedoc = () => import(/* webpackPrefetch: true */ '@theme-original/Redoc');
// After a client-side navigation to the page.
const LazyRedoc = lazy(loadRedoc);

/** Events that show the reader is about to use the reference. */
const activationEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'wheel',
];

/** The child indexes that lead from `root` to `node`. */
function pathOf(node: Node | null, root: Element): number[] | null {
  const path: number[] = [];
  for (let current = node; current && current !== root; current = current.parentNode) {
    const parent = current.parentNode;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current));
  }
  return path;
}

function nodeAt(root: Element, path: number[]): Node | null {
  let node: Node | undefined = root;
  for (const index of path) node = node?.childNodes[index];
  return node ?? null;
}

function Mounted({onMount}: {onMount: () => void}): null {
  useEffect(onMount, [onMount]);
  return null;
}

export default function RedocWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Hydrating the server's page: keep its markup until the reader turns to the reference.
  const [keepServerMarkup] = useState(!isBrowser && typeof window !== 'undefined');
  const [Live, setLive] = useState<ComponentType<Props> | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const pendingClick = useRef<number[] | null>(null);
  // Where keyboard focus was in the server markup, to put it back in the live Redoc.
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!keepServerMarkup || !element) return undefined;
    let started = false;
    const activate = () => {
      if (started) return;
      started = true;
      void loadRedoc().then((module) => startTransition(() => setLive(() => module.default)));
    };
    const recordClick = (event: MouseEvent) => {
      pendingClick.current = pathOf(event.target as Node, element);
      activate();
    };
    const recordFocus = (event: FocusEvent) => {
      focusPath.current = pathOf(event.target as Node, element);
    };
    for (const type of activationEvents) element.addEventListener(type, activate, {passive: true});
    element.addEventListener('click', recordClick);
    element.addEventListener('focusin', recordFocus);
    // The server markup is styled for light mode only (see the comment at the top).
    const html = document.documentElement;
    const activateWhenDark = () => {
      if (html.dataset.theme === 'dark') activate();
    };
    const themeObserver = new MutationObserver(activateWhenDark);
    themeObserver.observe(html, {attributes: true, attributeFilter: ['data-theme']});
    activateWhenDark();
    return () => {
      for (const type of activationEvents) element.removeEventListener(type, activate);
      element.removeEventListener('click', recordClick);
      element.removeEventListener('focusin', recordFocus);
      themeObserver.disconnect();
    };
  }, [keepServerMarkup]);

  // Once the live Redoc has replaced the server markup: put keyboard focus back where it
  // was (the focused element was replaced with the rest), then replay a pending click.
  const onLive = React.useCallback(() => {
    const root = container.current;
    const focusAt = focusPath.current && root ? nodeAt(root, focusPath.current) : null;
    focusPath.current = null;
    // Only when focus was lost with the replaced markup, not when the reader has moved on.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusAt instanceof HTMLElement && lost) {
      focusAt.focus({preventScroll: true});
    }
    const clickAt = pendingClick.current && root ? nodeAt(root, pendingClick.current) : null;
    pendingClick.current = null;
    if (clickAt instanceof HTMLElement) clickAt.click();
  }, []);

  if (RedocOnServer) {
    return (
      <div className="saturn-redoc" data-redoc="static">
        <RedocOnServer {...props} />
      </div>
    );
  }
  if (keepServerMarkup && !Live) {
    return (
      <div
        key="server"
        ref={container}
        className="saturn-redoc"
        data-redoc="static"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: ''}}
      />
    );
  }
  return (
    <div key="live" ref={container} className="saturn-redoc" data-redoc="live">
      {Live ? (
        <>
          <Live {...props} />
          <Mounted onMount={onLive} />
        </>
      ) : (
        <Suspense fallback={<p>Loading the API reference…</p>}>
          <LazyRedoc {...props} />
        </Suspense>
      )}
    </div>
  );
}
