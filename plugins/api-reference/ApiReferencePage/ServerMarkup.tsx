/**
 * Parts of the reference that never change after the server wrote them (headings,
 * descriptions, tables) are kept as the server wrote them while React hydrates the
 * page: React then skips them instead of walking their elements
 * (src/hooks/useKeptServerMarkup.ts, as code blocks do). After a client-side
 * navigation, or when React had to discard the server's markup (the crash page's
 * "Try again"), the children render as usual.
 */
import type {ReactNode} from 'react';

import {keepServerMarkup, useKeptServerMarkup} from '@site/plugins/code-blocks/kept-server-markup';

export default function ServerMarkup({children}: {children: ReactNode}): ReactNode {
  const {keep, ref} = useKeptServerMarkup<HTMLDivElement>(true);
  // On the server `keep` is true too, and there the children must be rendered.
  if (keep && typeof window !== 'undefined') {
    return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={keepServerMarkup} />;
  }
  return <div>{children}</div>;
}
