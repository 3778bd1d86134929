/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10: the code block's
 * `<pre>`, whose lines come from `@saturn/code-lines`, the Prism highlighter on
 * the server and src/prism/CodeLines.tsx in the browser (performance, issue 9).
 */
import React, {type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import CodeLines from '@saturn/code-lines';

import {preClassName} from '@site/src/prism/codeElement';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    // tabIndex: a scrollable region must be reachable by keyboard.
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={preClassName(metadata, className)}>
      <CodeLines metadata={metadata} />
    </pre>
  );
}
