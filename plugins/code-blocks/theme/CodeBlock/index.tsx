/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10 without the
 * `key={String(isBrowser)}` that remounted every code block once the page had
 * hydrated. Docusaurus needs that remount because its token colours are inline
 * styles of the light theme on the server; here they follow the colour mode
 * through CSS (src/prism/tokenStyles.ts), so the server's markup is already
 * right and is kept (src/prism/CodeLines.tsx). Performance, issue 9: the
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
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
