/**
 * Upstream: @docusaurus/theme-classic/src/theme/CodeBlock/Container/index.tsx sha256 2ece6830dbb5b8d6ef57d88086d6e1ab14671923c06b9d80d12b45bedff7be60
 *
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Saturn: a copy of the upstream file without the inline `--prism-color` and
 * `--prism-background-color`: the stylesheet generated from the code themes sets
 * them for each colour mode (../../../token-styles.ts), so a code block is right in
 * dark mode from the first paint and is not rendered again when the colour mode is known.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
// Saturn: the upstream CSS module, imported from the package.
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
      // Saturn: no `style={getPrismCssVariables(usePrismTheme())}` (see the header).
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
