/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10 without the inline
 * `--prism-color` and `--prism-background-color`: the stylesheet generated
 * from the code themes sets them for each colour mode (src/prism/tokenStyles.ts),
 * so a code block is right in dark mode from the first paint and is not
 * rendered again when the colour mode is known.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type (as in the original).
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
