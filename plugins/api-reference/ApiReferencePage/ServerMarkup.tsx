/**
 * Parts of the reference that never change after the server wrote them (headings,
 * descriptions, tables) are kept as the server wrote them while React hydrates the
 * page: React then skips them instead of walking their elements
 * (src/hooks/useKeptServerMarkup.ts, as code blocks do), and the browser never loads
 * their code or data for it. After a client-side navigation, or when React had to
 * discard the server's markup (the crash page's "Try again"), the part renders as
 * usual: its module (KeptPart.tsx) is loaded then, once for every part. On the server,
 * rendering waits for it, so the HTML has every part.
 */
import {lazy, Suspense, type ReactNode} from 'react';

import {keepServerMarkup, useKeptServerMarkup} from '@site/plugins/code-blocks/kept-server-markup';

import type {KeptPartName} from './KeptPart';

type KeptModule = typeof import('./KeptPart');
let loaded: KeptModule | undefined;
function load(): Promise<KeptModule> {
  return import('./KeptPart').then((module) => (loaded = module));
}
// On the server the module is loaded as soon as this one is, long before a page renders, and
// then handed to React.lazy through a thenable that calls back at once: React reads the
// component without suspending, so the HTML has every part in place. A part that suspended
// would be written as a placeholder, filled in by a script at the end of the page.
if (typeof window === 'undefined') void load();
const KeptPart = lazy(() =>
  loaded
    ? ({then: (resolve: (module: KeptModule) => void) => resolve(loaded!)} as Promise<KeptModule>)
    : load(),
);

export default function ServerMarkup({part}: {part: KeptPartName}): ReactNode {
  const {keep, ref} = useKeptServerMarkup<HTMLDivElement>(true);
  // On the server `keep` is true too, and there the part must be rendered.
  if (keep && typeof window !== 'undefined') {
    return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={keepServerMarkup} />;
  }
  return (
    <div>
      <Suspense fallback={null}>
        <KeptPart part={part} />
      </Suspense>
    </div>
  );
}
