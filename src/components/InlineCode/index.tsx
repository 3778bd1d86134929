import type {ReactNode} from 'react';

/** Renders the `backticked` parts of a sentence from a data file as inline code. */
export function withInlineCode(text: string): ReactNode[] {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
