/**
 * Code-token colours that follow the colour mode through CSS, not React.
 *
 * prism-react-renderer gives every token an inline style from one Prism theme,
 * so a code block has to be rendered again when the colour mode changes, and
 * its markup depends on the mode. Here a token's inline style names CSS custom
 * properties instead (`color: var(--pt-keyword-color)`), and the stylesheet
 * from `codeThemeCss()` gives those properties the light theme's values on
 * `:root` and the dark theme's on `[data-theme='dark']`. The same markup is
 * then right in both modes, which lets the browser keep the server-rendered
 * code as it is (see `./CodeLines.tsx`).
 *
 * The cascade matches prism-react-renderer's: a token with the types
 * `[a, b]` takes each property from `b` when the theme styles `b`, else from
 * `a`. Each property is a chain of `var()` fallbacks in that order, and a
 * theme that does not style a type sets its property to `initial`, which makes
 * the `var()` fall through to the next type, or to the inherited plain colour.
 *
 * Most tokens have one styled type (`token keyword`), and the stylesheet styles
 * those by class (`.prism-code .token.keyword { color: var(--pt-keyword-color) }`):
 * a token gets an inline style only for a property that two of its types style,
 * where the class order of CSS could not say which one wins. This keeps an
 * inline style off nearly every token, a third of a code-heavy page's HTML.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;
type Dict = Record<string, Style>;

/** For each CSS property, the token types that some theme styles with it. */
export type StyledTypes = ReadonlyMap<string, ReadonlySet<string>>;

/** Types prism-react-renderer never styles on a token (they colour the block). */
const unstyledTypes = new Set(['plain', 'root']);

/** A theme's styles by token type, the way prism-react-renderer merges them. */
export function themeDictionary(theme: PrismTheme): Dict {
  const dict: Dict = {};
  for (const entry of theme.styles) {
    if (entry.languages) {
      throw new Error(
        'A code theme style is limited to some languages ("languages" in plugins/code-blocks/themes.ts); ' +
          'plugins/code-blocks/token-styles.ts does not support that: style the token type for every language.',
      );
    }
    for (const type of entry.types) {
      dict[type] = {...dict[type], ...(entry.style as Style)};
    }
  }
  return dict;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom property holding `property` of token type `type`. */
export function tokenVariable(type: string, property: string): string {
  return `--pt-${type.replace(/[^a-zA-Z0-9_-]/g, '_')}-${kebab(property)}`;
}

export function styledTypes(themes: readonly PrismTheme[]): StyledTypes {
  const byProperty = new Map<string, Set<string>>();
  for (const theme of themes) {
    for (const [type, style] of Object.entries(themeDictionary(theme))) {
      if (unstyledTypes.has(type)) continue;
      for (const [property, value] of Object.entries(style)) {
        if (value === undefined) continue;
        if (!byProperty.has(property)) byProperty.set(property, new Set());
        byProperty.get(property)!.add(type);
      }
    }
  }
  return byProperty;
}

/** Token types that can be named in a class selector as they are. */
const classSafe = /^[a-zA-Z_][\w-]*$/;

/**
 * The inline style of a token with these types (undefined when it has none): the
 * properties that more than one of its types style. The stylesheet's class rules give
 * the others (`classRules()`).
 */
export function tokenStyle(
  types: readonly string[],
  empty: boolean,
  styled: StyledTypes,
): CSSProperties | undefined {
  const style: Record<string, string> = empty ? {display: 'inline-block'} : {};
  for (const [property, typesWithProperty] of styled) {
    const chain = types.filter((type) => typesWithProperty.has(type) && !unstyledTypes.has(type));
    if (chain.length === 0) continue;
    if (chain.length === 1 && classSafe.test(chain[0]!)) continue;
    style[property] = chain.reduce<string>(
      (fallback, type) =>
        fallback
          ? `var(${tokenVariable(type, property)}, ${fallback})`
          : `var(${tokenVariable(type, property)})`,
      '',
    );
  }
  return Object.keys(style).length > 0 ? style : undefined;
}

/** The block's own colours, under the names Docusaurus's code-block styles read. */
const plainVariables = {color: '--prism-color', backgroundColor: '--prism-background-color'};

function declarations(theme: PrismTheme, styled: StyledTypes): string[] {
  const dict = themeDictionary(theme);
  const lines: string[] = [];
  for (const [property, variable] of Object.entries(plainVariables)) {
    const value = (theme.plain as Style)[property];
    if (value !== undefined) lines.push(`  ${variable}: ${value};`);
  }
  for (const [property, types] of styled) {
    for (const type of [...types].sort()) {
      const value = dict[type]?.[property];
      lines.push(`  ${tokenVariable(type, property)}: ${value === undefined ? 'initial' : value};`);
    }
  }
  return lines;
}

/**
 * theme-classic's code block container sets `--prism-color` and `--prism-background-color`
 * inline, from the light theme on the server; these rules win over that inline style
 * (`!important`), so a block has its mode's colours from the first paint.
 */
function blockRules(light: PrismTheme, dark: PrismTheme): string[] {
  const rule = (selector: string, theme: PrismTheme) => [
    `${selector} {`,
    ...Object.entries(plainVariables).flatMap(([property, variable]) => {
      const value = (theme.plain as Style)[property];
      return value === undefined ? [] : [`  ${variable}: ${value} !important;`];
    }),
    '}',
  ];
  return [
    ...rule('.theme-code-block', light),
    ...rule("[data-theme='dark'] .theme-code-block", dark),
  ];
}

/** The class rules that style a token with one styled type, one rule per type. */
function classRules(styled: StyledTypes): string[] {
  const byType = new Map<string, string[]>();
  for (const [property, types] of styled) {
    for (const type of types) {
      if (!classSafe.test(type)) continue;
      if (!byType.has(type)) byType.set(type, []);
      byType.get(type)!.push(`${kebab(property)}: var(${tokenVariable(type, property)})`);
    }
  }
  return [...byType]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([type, lines]) => `.prism-code .token.${type} { ${lines.join('; ')}; }`);
}

/** The stylesheet that gives the token properties their values in each colour mode. */
export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  const styled = styledTypes([light, dark]);
  return [
    '/* Generated from the code themes by plugins/code-blocks (token-styles.ts). */',
    ':root {',
    ...declarations(light, styled),
    '}',
    "[data-theme='dark'] {",
    ...declarations(dark, styled),
    '}',
    ...blockRules(light, dark),
    ...classRules(styled),
    '',
  ].join('\n');
}
