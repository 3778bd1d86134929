/**
 * The server's marking of placeholders in highlighted code
 * (plugins/code-blocks/mark-placeholders.tsx): every placeholder the rule finds
 * becomes one synthetic token, rendered as a `data-your-value` wrapper around
 * exactly its text with the highlighting of its tokens kept, and the text of
 * every line is unchanged.
 */
import {isValidElement, type ReactElement} from 'react';
import {Prism, normalizeTokens, type Token, type TokenInputProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {markPlaceholders, withPlaceholders} from '../../plugins/code-blocks/mark-placeholders';
import {findPlaceholders} from '../../src/lib/your-values';
import {defaultUrls} from '../../src/data/urls';
import {siteApiData} from '../helpers/openapi-spec';

const apiBase = defaultUrls.apiBase;

const getTokenProps = withPlaceholders(({token}: TokenInputProps) => ({
  className: `token ${token.types.join(' ')}`,
  children: token.content,
}));

function marked(code: string, language: string): Token[][] {
  const lines = normalizeTokens(Prism.tokenize(code, Prism.languages[language]!));
  return markPlaceholders(lines, code, language, apiBase);
}

/** [form, text] of each wrapper (a token rendered with `data-your-value`), in order. */
function wrappers(lines: Token[][]): [string, string][] {
  return lines.flatMap((line) =>
    line.flatMap((token) => {
      const props = getTokenProps({token});
      const form = props['data-your-value'] as string | undefined;
      if (form === undefined) return [];
      expect(props.className).toBe('your-value');
      return [[form, token.content] as [string, string]];
    }),
  );
}

/** The class and text of the tokens inside a wrapper. */
function inner(token: Token): [string, string][] {
  const children = getTokenProps({token}).children as unknown as ReactElement<{
    className: string;
    children: string;
  }>[];
  return children
    .filter(isValidElement)
    .map((child) => [child.props.className, child.props.children]);
}

const lineText = (line: Token[]) =>
  line
    .map((token) => token.content)
    .join('')
    .replace(/\n$/, '');

describe('markPlaceholders', () => {
  const yaml = [
    'jobs:',
    '',
    '  export:',
    '    env:',
    '',
    '      PING_URL: https://api.saturn.example/api/ping/${{ vars.SATURN_MONITOR_ID }}',
    '      ID: "mon_8f3k2j5h1q"',
  ].join('\n');

  it('marks a URL inside a token and an ID in a string, after empty lines', () => {
    const lines = marked(yaml, 'yaml');
    expect(wrappers(lines)).toEqual([
      ['apiBaseUrl', 'https://api.saturn.example'],
      ['exampleMonitorId', 'mon_8f3k2j5h1q'],
    ]);
    expect(lines.map(lineText)).toEqual(yaml.split('\n'));
  });

  it('keeps the highlighting of the tokens inside a placeholder', () => {
    const lines = marked('url := "x" + os.Getenv("SATURN_MONITOR_ID")', 'go');
    expect(wrappers(lines)).toEqual([['goGetenv', 'os.Getenv("SATURN_MONITOR_ID")']]);
    const wrapper = lines[0]!.find((token) => getTokenProps({token})['data-your-value'])!;
    expect(inner(wrapper)).toContainEqual(['token string', '"SATURN_MONITOR_ID"']);
    expect(
      inner(wrapper)
        .map(([, text]) => text)
        .join(''),
    ).toBe(wrapper.content);
  });

  it('leaves a block without placeholders as Prism made it', () => {
    const lines = normalizeTokens(Prism.tokenize('a: 1', Prism.languages.yaml!));
    expect(markPlaceholders(lines, 'a: 1', 'yaml', apiBase)).toBe(lines);
  });

  const data = siteApiData(apiBase);
  const samples = Object.values(data.operations).flatMap((op) =>
    op.samples
      .filter((sample) => sample.language in Prism.languages)
      .map((sample) => [op.operationId, sample.language, sample.code] as const),
  );

  it.each(samples)(
    '%s in %s: each placeholder is marked with its exact text',
    (_id, language, code) => {
      const expected = findPlaceholders(code, language, apiBase).map(
        (p) => [p.form, code.slice(p.start, p.end)] as [string, string],
      );
      expect(expected.length).toBeGreaterThan(0);
      const lines = marked(code, language);
      expect(wrappers(lines)).toEqual(expected);
      expect(lines.map(lineText).join('\n')).toBe(code);
    },
  );
});
