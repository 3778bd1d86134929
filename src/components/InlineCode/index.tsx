import type {ReactNode} from 'react';

import {inlineParts} from '@site/src/lib/inline-text';

/** Text from the OpenAPI file with its `backticks` rendered as code. */
export default function InlineCode({text}: {text: string}): ReactNode {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.code ? <code key={index}>{part.text}</code> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
