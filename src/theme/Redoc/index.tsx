/**
 * Thin wrapper around redocusaurus's Redoc component (swizzled by wrapping).
 *
 * Why: Redoc's server-rendered markup cannot be hydrated. On the server,
 * redocusaurus inlines Redoc's styles for both colour modes and builds its
 * store without a DOM; the first client render differs (no inline styles,
 * other styled-components classes, a browser-only store), so React logs a
 * hydration error (#418) and re-renders the whole page.
 *
 * Fix: the server renders Redoc in full, so the reference is readable before
 * (and without) JavaScript. During hydration the client renders the same
 * container with empty `dangerouslySetInnerHTML`: React does not hydrate the
 * inside of such an element, so it keeps the server markup and compares
 * nothing. Right after hydration (`useIsBrowser()` turns true) the container
 * is replaced by a live, client-rendered Redoc that follows the colour mode.
 * On client-side navigation to the page, Redoc renders directly.
 */
import type {ComponentProps, ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Redoc from '@theme-original/Redoc';

type Props = ComponentProps<typeof Redoc>;

export default function RedocWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const hydrating = !isBrowser && typeof window !== 'undefined';
  if (hydrating) {
    return (
      <div
        key="server"
        className="saturn-redoc"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: ''}}
      />
    );
  }
  return (
    <div key="live" className="saturn-redoc">
      <Redoc {...props} />
    </div>
  );
}
