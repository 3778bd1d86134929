/**
 * Upstream: @docusaurus/theme-classic/src/theme/CodeBlock/index.tsx sha256 02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b
 *
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Saturn: a copy of the upstream file without the `key={String(isBrowser)}` that
 * remounted every code block once the page had hydrated. Docusaurus needs that
 * remount because its token colours are inline styles of the light theme on the
 * server; here they follow the colour mode through CSS (../../token-styles.ts), so
 * the server's markup is already right and is kept (../../CodeLines.tsx). The
 * remount re-rendered every token of every code block after page load.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children are now guaranteed to be one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // Saturn: no `key={String(isBrowser)}` (see the header).
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
