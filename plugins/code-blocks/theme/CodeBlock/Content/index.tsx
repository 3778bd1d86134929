/**
 * Upstream: @docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx sha256 b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec
 * Saves or fixes: the browser keeps the server's highlighted code instead of running Prism
 *   on page load: upstream's `<Highlight>` puts prism-react-renderer (Prism and its grammars)
 *   into the scripts of every page with code and re-renders every token after hydration.
 *   `npm run bench:overrides` measures what it saves.
 * Retire when: Docusaurus highlights code at build time (facebook/docusaurus#9122, Shiki or
 *   Prism run on the server only) and ships no highlighter to the browser for static code.
 *
 * The code block's `<pre>` as upstream renders it, with its `<code>` and lines from
 * `@saturn/code-lines`: the Prism highlighter in the server bundle, ../../../CodeLines.tsx
 * (which keeps the server's markup) in the browser's. The classes of both elements are in
 * ../../../code-element.ts.
 */
import React, {type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import CodeLines from '@saturn/code-lines';

import {preClassName} from '../../../code-element';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    // tabIndex: a scrollable region must be reachable by keyboard.
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={preClassName(metadata, className)}>
      <CodeLines metadata={metadata} />
    </pre>
  );
}
