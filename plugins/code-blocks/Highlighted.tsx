/**
 * A code block's lines, tokenised by Prism. The server renders every code block
 * with this; the browser loads it (and Prism with it) only for a code block it
 * renders itself, after a client-side navigation (see CodeLines.tsx).
 */
import React, {type ReactNode} from 'react';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import prismIncludeLanguages from '@theme/prism-include-languages';

import {codeElementProps} from './code-element';
// Your values' placeholders are marked here, on the server (plugins/your-values).
import {markPlaceholders, withPlaceholders} from './mark-placeholders';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';
import {darkCodeTheme, lightCodeTheme} from './themes';
import {styledTypes, tokenStyle} from './token-styles';

// The additional languages of docusaurus.config.ts (prism.additionalLanguages).
// Docusaurus registers them from a client module on every page; ./index.ts
// turns that module off so Prism stays out of the main bundle, and they are registered here.
prismIncludeLanguages(Prism);

/** The token types whose colours the stylesheet gives as variables (token-styles.ts). */
const styled = styledTypes([lightCodeTheme, darkCodeTheme]);

/** No inline colours from a theme: tokens get CSS variables instead (token-styles.ts). */
const noTheme: PrismTheme = {plain: {}, styles: []};

export default function Highlighted({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  const {apiBase} = useSiteUrls();
  return (
    <Highlight theme={noTheme} code={metadata.code} language={metadata.language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <code {...codeElementProps(metadata)}>
          {markPlaceholders(tokens, metadata.code, metadata.language, apiBase).map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={withPlaceholders((input) => ({
                ...getTokenProps(input),
                style: tokenStyle(input.token.types, Boolean(input.token.empty), styled),
              }))}
              classNames={metadata.lineClassNames[i]}
              showLineNumbers={metadata.lineNumbersStart !== undefined}
            />
          ))}
        </code>
      )}
    </Highlight>
  );
}
