/**
 * Upstream: @docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx sha256 b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec
 *
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Saturn: the code block's `<pre>` as upstream, with its `<code>` and lines from
 * `@saturn/code-lines` instead of an inline `<Highlight>`: the Prism highlighter
 * in the server bundle, ../../../CodeLines.tsx (which keeps the server's markup)
 * in the browser's. The classes of both elements are in ../../../code-element.ts.
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
