import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-blocks/themes';
import {
  codeThemeCss,
  styledTypes,
  themeDictionary,
  tokenStyle,
  tokenVariable,
} from '../../plugins/code-blocks/token-styles';

/** The custom properties one `{ ... }` block of the generated stylesheet declares. */
function declaredIn(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--[\w-]+): ([^;]+);/g)].map(([, name, value]) => [name!, value!]),
  );
}

/** Resolves `var(--a, var(--b))` the way a browser does; undefined means "inherited". */
function resolve(value: string, variables: Map<string, string>): string | undefined {
  const match = /^var\((--[\w-]+)(?:, (.*))?\)$/.exec(value);
  if (!match) return value;
  const declared = variables.get(match[1]!);
  if (declared !== undefined && declared !== 'initial') return declared;
  return match[2] === undefined ? undefined : resolve(match[2], variables);
}

/** The generated class rules: token type -> property -> value (`.prism-code .token.x { ... }`). */
function classRules(css: string): Map<string, Map<string, string>> {
  const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return new Map(
    [...css.matchAll(/^\.prism-code \.token\.([\w-]+) \{ (.*) \}$/gm)].map(([, type, body]) => [
      type!,
      new Map(
        body!
          .split(';')
          .filter((declaration) => declaration.trim())
          .map((declaration) => {
            const [property, ...value] = declaration.split(':');
            return [camel(property!.trim()), value.join(':').trim()];
          }),
      ),
    ]),
  );
}

/**
 * What a token with these types is drawn with: its inline style, else the one class rule
 * among its types that sets the property (two would leave the winner to the stylesheet's order).
 */
function effectiveStyle(list: string[], rules: Map<string, Map<string, string>>) {
  const inline = (tokenStyle(list, false, styled) ?? {}) as Record<string, string>;
  const style: Record<string, string> = {};
  for (const property of styled.keys()) {
    if (inline[property] !== undefined) {
      style[property] = inline[property];
      continue;
    }
    const fromClasses = list.flatMap((type) => rules.get(type)?.get(property) ?? []);
    if (fromClasses.length > 1)
      throw new Error(`${list.join(' ')}: ${property} from two class rules`);
    if (fromClasses.length === 1) style[property] = fromClasses[0]!;
  }
  return style;
}

const css = codeThemeCss(lightCodeTheme, darkCodeTheme);
const rules = classRules(css);
const styled = styledTypes([lightCodeTheme, darkCodeTheme]);
const types = [...new Set([...styled.values()].flatMap((set) => [...set]))].sort();
// Every single type and every ordered pair: prism-react-renderer gives nested tokens their types
// outermost first, and the later type wins.
const typeLists = [...types.map((t) => [t]), ...types.flatMap((a) => types.map((b) => [a, b]))];

describe.each([
  ['light', lightCodeTheme, ':root'],
  ['dark', darkCodeTheme, "[data-theme='dark']"],
])('token colours in %s mode', (_, theme, selector) => {
  const variables = declaredIn(css, selector);
  const dict = themeDictionary(theme);

  it('declares the block colours Docusaurus reads', () => {
    expect(variables.get('--prism-color')).toBe(theme.plain.color);
    expect(variables.get('--prism-background-color')).toBe(theme.plain.backgroundColor);
  });

  it("resolve to prism-react-renderer's styles for every type and pair of types", () => {
    const mismatches: string[] = [];
    for (const list of typeLists) {
      const expected: Record<string, unknown> = Object.assign(
        {},
        ...list.map((type) => dict[type] ?? {}),
      );
      const style = effectiveStyle(list, rules);
      for (const property of styled.keys()) {
        const actual =
          style[property] === undefined ? undefined : resolve(style[property], variables);
        const wanted = expected[property] === undefined ? undefined : String(expected[property]);
        if (actual !== wanted)
          mismatches.push(`${list.join(' ')} ${property}: ${actual} != ${wanted}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(typeLists.length).toBeGreaterThan(100);
  });
});

describe('tokenStyle', () => {
  it('gives plain text no style and an empty token its line height', () => {
    expect(tokenStyle(['plain'], false, styled)).toBeUndefined();
    expect(tokenStyle(['plain'], true, styled)).toEqual({display: 'inline-block'});
  });

  it('leaves a token with one styled type to the class rules', () => {
    expect(tokenStyle(['keyword'], false, styled)).toBeUndefined();
    expect(tokenStyle(['plain', 'punctuation'], false, styled)).toBeUndefined();
    expect(rules.get('keyword')?.get('color')).toBe(`var(${tokenVariable('keyword', 'color')})`);
  });

  it('falls back from the innermost type to the outer ones', () => {
    expect(tokenStyle(['string', 'keyword'], false, styled)?.color).toBe(
      `var(${tokenVariable('keyword', 'color')}, var(${tokenVariable('string', 'color')}))`,
    );
  });

  it('refuses a theme whose styles are limited to some languages', () => {
    expect(() =>
      themeDictionary({
        plain: {},
        styles: [{types: ['keyword'], languages: ['php'], style: {color: '#000'}}],
      }),
    ).toThrow(/languages/);
  });

  it('handles a stock theme with more properties than colour', () => {
    const both = styledTypes([themes.github, themes.dracula]);
    expect([...both.keys()].sort()).toEqual(['color', 'fontStyle', 'opacity']);
  });
});
