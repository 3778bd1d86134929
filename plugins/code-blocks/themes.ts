/**
 * Code-block colours for both colour modes. They start from Prism's GitHub
 * and Dracula themes and darken or lighten the token colours that fall below
 * WCAG AA (4.5:1) against the block's background; tests/unit/prism-themes.test.ts
 * checks every token colour.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolour(base: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    plain: base.plain,
    styles: base.styles.map((style) => {
      const override = style.types.map((type) => colours[type]).find(Boolean);
      return override ? {...style, style: {...style.style, color: override}} : style;
    }),
  };
}

export const lightCodeTheme: PrismTheme = recolour(themes.github, {
  comment: '#5c6670',
  string: '#a3154f',
  number: '#0a6e6c',
  keyword: '#0b5f93',
  function: '#b52a3a',
});

export const darkCodeTheme: PrismTheme = recolour(themes.dracula, {
  comment: '#9aa5ce',
});

/**
 * The code themes as `themeConfig.prism` carries them: the block's own colours only. The
 * site's configuration is in every page's main.js; the token colours reach the browser as
 * the stylesheet generated from the themes above (./token-styles.ts), so the configuration
 * does not carry them.
 */
export const configCodeThemes = {
  theme: {plain: lightCodeTheme.plain, styles: []},
  darkTheme: {plain: darkCodeTheme.plain, styles: []},
} satisfies Record<string, PrismTheme>;
