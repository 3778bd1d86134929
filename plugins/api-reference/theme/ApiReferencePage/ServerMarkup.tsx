/**
 * Parts of the reference that never change after the server wrote them (headings,
 * descriptions, tables) are kept as the server wrote them while React hydrates the
 * page: React then skips them instead of walking their elements
 * (plugins/code-blocks/kept-server-markup.ts, as code blocks do), and the browser never loads
 * their code or data for it. After a client-side navigation, or when React had to
 * discard the server's markup (the crash page's "Try again"), the part renders as
 * usual: its module (KeptPart.tsx) is loaded then, once for every part. On the server
 * every part is rendered in place (below).
 */
import {lazy, Suspense, type ReactNode} from 'react';

import {keepServerMarkup, useKeptServerMarkup} from '@site/plugins/code-blocks/kept-server-markup';

import type {KeptPartName} from './KeptPart';

type KeptModule = typeof import('./KeptPart');
interface WebpackRequire {
  resolveWeak(request: string): string | number;
}
declare const __webpack_require__: (id: string | number) => KeptModule;

// On the server, the import below loads KeptPart's chunk at once (Node's require), and the
// parts render from it synchronously, outside any Suspense boundary: React writes a
// boundary whose content is large as a placeholder that a script fills in, even when
// nothing suspended, so the HTML would not have the parts in place. The weak reference puts
// nothing in the browser's chunks; there, KeptPart loads when a part first renders.
const isServer = typeof window === 'undefined';
// One import() call, so the browser build has one chunk for KeptPart, not one per call.
const loadKeptPart = () => import('./KeptPart');
if (isServer) void loadKeptPart();

function ServerPart({part}: {part: KeptPartName}): ReactNode {
  const {default: Part} = __webpack_require__(
    (require as unknown as WebpackRequire).resolveWeak('./KeptPart'),
  );
  return <Part part={part} />;
}

const KeptPart = lazy(loadKeptPart);

export default function ServerMarkup({part}: {part: KeptPartName}): ReactNode {
  const {keep, ref} = useKeptServerMarkup<HTMLDivElement>(
    `api-reference:${part.kind}:${'id' in part ? part.id : ''}`,
    true,
  );
  if (isServer) {
    return (
      <div>
        <ServerPart part={part} />
      </div>
    );
  }
  if (keep) {
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
