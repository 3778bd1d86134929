/**
 * Marks the placeholders of a highlighted code block, on the server (and for a
 * code block the browser highlights after a client-side navigation): the tokens
 * of each placeholder found by src/lib/your-values.ts are wrapped in one
 * `<span class="your-value" data-your-value="<form>">`, keeping their own
 * highlighting. The browser later swaps the wrapper's content for the reader's
 * value (plugins/your-values/apply.ts) without parsing or highlighting any code.
 *
 * A line's tokens are split where a placeholder starts or ends inside a token
 * (the API base URL is part of a string token), and the tokens inside one
 * placeholder become a single synthetic token that getTokenProps() renders as
 * the wrapper, so Docusaurus's own `Line` component renders the line.
 */
import React, {type ReactNode} from 'react';
import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

import {findPlaceholders, type FormName} from '@site/src/lib/your-values';

interface Marked {
  form: FormName;
  tokens: Token[];
}

/** The synthetic tokens and what they stand for. */
const markedTokens = new WeakMap<Token, Marked>();

/** The tokens of every line, with each placeholder's tokens grouped into one synthetic token. */
export function markPlaceholders(
  lines: Token[][],
  code: string,
  language: string,
  configuredApiBase: string,
): Token[][] {
  const placeholders = findPlaceholders(code, language, configuredApiBase);
  if (placeholders.length === 0) return lines;
  let lineStart = 0;
  return lines.map((line) => {
    // An empty line is one token "\n" (see Docusaurus's CodeBlock/Line).
    const text = line
      .map((token) => token.content)
      .join('')
      .replace(/\n$/, '');
    const lineEnd = lineStart + text.length;
    const inLine = placeholders.filter((p) => p.start >= lineStart && p.end <= lineEnd);
    const offset = lineStart;
    lineStart = lineEnd + 1; // the line break
    // Prism's lines are the code's lines; if they ever were not, leave the line unmarked.
    if (inLine.length === 0 || code.slice(offset, lineEnd) !== text) return line;
    return markLine(
      line,
      inLine.map((p) => ({start: p.start - offset, end: p.end - offset, form: p.form})),
    );
  });
}

function markLine(line: Token[], ranges: {start: number; end: number; form: FormName}[]): Token[] {
  // Split tokens at every range boundary.
  const cuts = new Set(ranges.flatMap((range) => [range.start, range.end]));
  const pieces: {token: Token; start: number}[] = [];
  let at = 0;
  for (const token of line) {
    let rest = token.content;
    let start = at;
    for (const cut of [...cuts].sort((a, b) => a - b)) {
      if (cut > start && cut < start + rest.length) {
        pieces.push({token: {...token, content: rest.slice(0, cut - start)}, start});
        rest = rest.slice(cut - start);
        start = cut;
      }
    }
    pieces.push({token: rest === token.content ? token : {...token, content: rest}, start});
    at += token.content.length;
  }
  // Group the pieces inside each range.
  const out: Token[] = [];
  for (const piece of pieces) {
    const range = ranges.find((r) => piece.start >= r.start && piece.start < r.end);
    if (!range) {
      out.push(piece.token);
      continue;
    }
    const last = out[out.length - 1];
    const marked = last && markedTokens.get(last);
    if (marked && piece.start > range.start) {
      marked.tokens.push(piece.token);
      last!.content += piece.token.content;
    } else {
      const synthetic: Token = {types: ['plain'], content: piece.token.content};
      markedTokens.set(synthetic, {form: range.form, tokens: [piece.token]});
      out.push(synthetic);
    }
  }
  return out;
}

/**
 * Wraps a getTokenProps() so that a synthetic token renders as the placeholder's
 * wrapper, with its tokens inside rendered by the original function.
 */
export function withPlaceholders(
  getTokenProps: (input: TokenInputProps) => TokenOutputProps,
): (input: TokenInputProps) => TokenOutputProps {
  return (input) => {
    const marked = markedTokens.get(input.token);
    if (!marked) return getTokenProps(input);
    const children: ReactNode = marked.tokens.map((token, key) => {
      const {children: content, ...props} = getTokenProps({token});
      return (
        <span key={key} {...props}>
          {content}
        </span>
      );
    });
    return {
      className: 'your-value',
      children,
      ...({'data-your-value': marked.form} as object),
    } as TokenOutputProps;
  };
}
