/**
 * The `<code>` element of a code block, shared by the highlighted rendering
 * (`Highlighted.tsx`) and the one that keeps the server's markup
 * (`CodeLines.tsx`), so both describe the same element.
 */
import type {HTMLAttributes} from 'react';
import clsx from 'clsx';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export function codeElementProps(metadata: CodeBlockMetadata): HTMLAttributes<HTMLElement> {
  const numbered = metadata.lineNumbersStart !== undefined;
  return {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined,
  };
}

/** The classes of the `<pre>` around it. */
export function preClassName(metadata: CodeBlockMetadata, className?: string): string {
  return clsx(
    className,
    'prism-code',
    `language-${metadata.language}`,
    styles.codeBlock,
    'thin-scrollbar',
  );
}
