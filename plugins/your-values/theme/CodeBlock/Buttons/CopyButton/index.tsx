/**
 * Wraps the code block's copy button so that it copies the code with the
 * reader's values in it, as the block shows them (plugins/your-values).
 * Before a value is set, and on the server, it is the original button.
 */
import React, {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import CopyButton from '@theme-init/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';

import {currentEngine, getVersion, subscribe} from '../../../../store';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWithValues(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Under React the server and the hydrating render see version 0 (the placeholders). Preact's
  // useSyncExternalStore has no server snapshot and reads the current version while hydrating;
  // the DOM is the same either way, as the provider renders no element.
  const version = useSyncExternalStore(subscribe, getVersion, () => 0);
  const {apiBase} = useSiteUrls();
  const engine = version > 0 ? currentEngine() : undefined;
  const code = engine
    ? engine.substitute(metadata.code, metadata.language, engine.getValues(), apiBase)
    : metadata.code;
  const withValues = useMemo(() => ({...metadata, code}), [metadata, code]);
  if (code === metadata.code) return <CopyButton {...props} />;
  return (
    <CodeBlockContextProvider metadata={withValues} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
