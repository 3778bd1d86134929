/**
 * Wrapped, not replaced: theme-classic's code block, loaded only by the pages that show code.
 *
 * theme-classic's MDXComponents imports `@theme/CodeBlock` for a fence, and every docs page
 * loads MDXComponents, so the whole code block (its frame, title, buttons, word wrap, the
 * parser of its fence's options, this plugin's content and plugins/your-values' copy button)
 * was in the scripts of every docs page, with code or without. MDXComponents now brings only
 * this wrapper. The code block itself comes with `@theme/CodeBlock/Eager` (./Eager.tsx), which
 * what shows code imports: a page with a fence (../../remark.ts adds the import) and a
 * component that renders a code block. It is then loaded with the page, before React renders
 * or hydrates it, and rendered here at once: the server's HTML and the hydration are those of
 * theme-classic's code block.
 *
 * A code block rendered where nothing loaded it stops the build on the server. In the browser
 * it is loaded on demand: a moment's wait on a client render; during hydration it costs the
 * server's markup of the block (React renders it again), so a console error names the fix.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {loadedCodeBlock} from '../../loaded-code-block';

type Props = WrapperProps<typeof CodeBlockType>;

const notLoaded =
  "A code block was rendered before its code was loaded: render it from '@theme/CodeBlock/Eager' " +
  '(plugins/code-blocks/README.md).';

// Named: the plugin's chunk rule (../../chunk.ts) tells chunks apart by their names. The rule
// moves the code block into its own chunk, which this import loads too; this chunk keeps the
// modules that pages without code load as well (the kept server markup).
const OnDemandCodeBlock = lazy(
  () => import(/* webpackChunkName: "code-block-on-demand" */ '@theme-init/CodeBlock'),
);

function NotLoadedWithPage(props: Props): ReactNode {
  // useIsBrowser() is false on the server and while React hydrates the page.
  const isBrowser = useIsBrowser();
  if (typeof window === 'undefined') throw new Error(notLoaded);
  if (!isBrowser) console.error(notLoaded);
  return (
    <Suspense fallback={null}>
      <OnDemandCodeBlock {...props} />
    </Suspense>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const CodeBlock = loadedCodeBlock();
  return CodeBlock ? <CodeBlock {...props} /> : <NotLoadedWithPage {...props} />;
}
