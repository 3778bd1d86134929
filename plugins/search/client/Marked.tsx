import React, {type ReactNode} from 'react';

import type {Segment} from '../engine/snippet';

/** Text with its matches in `<mark>`: rendered as text, never parsed as HTML. */
export default function Marked({segments}: {segments: readonly Segment[]}): ReactNode {
  return segments.map(([text, marked], index) =>
    marked ? <mark key={index}>{text}</mark> : <React.Fragment key={index}>{text}</React.Fragment>,
  );
}
