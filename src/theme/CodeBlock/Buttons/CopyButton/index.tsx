/**
 * Wraps the code block's copy button so that it copies the code with the
 * reader's values in it, as the block shows them (src/components/YourValues).
 * Before a value is set, and on the server, it is the original button.
 */
import React, {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';

import {getServerValues, getValues, subscribe} from '@site/src/components/YourValues/store';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';
import {substitute} from '@site/src/lib/your-values';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWithValues(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const values = useSyncExternalStore(subscribe, getValues, getServerValues);
  const {apiBase} = useSiteUrls();
  const code = substitute(metadata.code, metadata.language, values, apiBase);
  const withValues = useMemo(() => ({...metadata, code}), [metadata, code]);
  if (code === metadata.code) return <CopyButton {...props} />;
  return (
    <CodeBlockContextProvider metadata={withValues} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
