/**
 * `@theme/CodeBlock/Eager`: theme-classic's code block, in the scripts of whatever imports this
 * module, so it is loaded with its page, before React renders or hydrates it. A docs page with
 * a fenced block imports it (../../remark.ts adds the import), and a component that renders a
 * code block renders it from here. `@theme/CodeBlock` (./index.tsx), which theme-classic's
 * MDXComponents renders for a fence, then renders it at once.
 */
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

import {provideCodeBlock} from '../../loaded-code-block';

const EagerCodeBlock: typeof CodeBlockType = CodeBlock;
provideCodeBlock(EagerCodeBlock);

export default EagerCodeBlock;
