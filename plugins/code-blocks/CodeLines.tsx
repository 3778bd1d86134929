/**
 * A code block's lines in the browser (the server renders Highlighted.tsx
 * instead; ./index.ts switches the module by bundle).
 *
 * Code is content that never changes, and its colours follow the colour mode
 * through CSS (token-styles.ts), so a code block that was rendered on the
 * server is kept exactly as the server wrote it (./kept-server-markup.ts),
 * and neither Prism nor the token tree is needed on page load.
 *
 * A code block that React renders itself, after a client-side navigation,
 * loads the highlighter on demand and shows its plain text meanwhile, in the
 * same lines, so nothing moves when the colours arrive.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import {codeElementProps} from './code-element';
import {keepServerMarkup, useKeptServerMarkup} from './kept-server-markup';

const Highlighted = lazy(() => import('./Highlighted'));

function plainLineProps({line: _line, className, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: className ? `token-line ${className}` : 'token-line'};
}

function plainTokenProps({token, ...rest}: TokenInputProps): TokenOutputProps {
  return {...rest, className: 'token plain', children: token.content};
}

function PlainCode({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  return (
    <code {...codeElementProps(metadata)}>
      {metadata.code.split('\n').map((text, i) => (
        <Line
          key={i}
          line={[{types: ['plain'], content: text}]}
          getLineProps={plainLineProps}
          getTokenProps={plainTokenProps}
          classNames={metadata.lineClassNames[i]}
          showLineNumbers={metadata.lineNumbersStart !== undefined}
        />
      ))}
    </code>
  );
}

/** What a code block's markup depends on: blocks with the same key have the same markup. */
function contentKey(metadata: CodeBlockMetadata): string {
  const {language, lineNumbersStart, lineClassNames, code} = metadata;
  return JSON.stringify(['code', language, lineNumbersStart, lineClassNames, code]);
}

export default function CodeLines({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  const {keep, ref} = useKeptServerMarkup<HTMLElement>(contentKey(metadata), metadata.code !== '');
  if (keep) {
    return (
      <code
        ref={ref}
        {...codeElementProps(metadata)}
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerMarkup}
      />
    );
  }
  return (
    <Suspense fallback={<PlainCode metadata={metadata} />}>
      <Highlighted metadata={metadata} />
    </Suspense>
  );
}
