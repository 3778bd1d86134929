/**
 * theme-classic's code block, once a page has loaded it. `theme/CodeBlock/Eager.tsx` puts it
 * here when it is evaluated, which is when the page or component that imports it loads, before
 * React renders them; `theme/CodeBlock/index.tsx` renders it from here.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let loaded: ComponentType<Props> | null = null;

export function provideCodeBlock(codeBlock: ComponentType<Props>): void {
  loaded = codeBlock;
}

export function loadedCodeBlock(): ComponentType<Props> | null {
  return loaded;
}
