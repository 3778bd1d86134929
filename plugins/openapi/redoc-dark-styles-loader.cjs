/**
 * Webpack/Rspack loader for redocusaurus's ServerStyles.js, which writes
 * Redoc's server-side styles twice, for light and dark mode, each under a
 * selector prefix. The dark prefix is `html([data-theme='dark'])`, which is not
 * valid CSS, so browsers drop every dark rule and the server-rendered reference
 * has no Redoc layout in dark mode. The reference is shown from that markup
 * until the reader interacts with it (src/theme/Redoc), so it must be right:
 * this fixes the prefix to `html[data-theme='dark']`. If redocusaurus changes
 * the line, the build fails here rather than shipping an unstyled reference.
 */
const broken = `"html([data-theme='dark'])"`;
const fixed = `"html[data-theme='dark']"`;

// Applied to Styles.js too: redocusaurus swaps it for ServerStyles.js in the
// server bundle with NormalModuleReplacementPlugin, and the rule still sees the
// original path. The browser's Styles.js has no prefix and passes unchanged.
module.exports = function fixRedocDarkPrefix(source) {
  if (!source.includes('DARK_MODE_PREFIX') || source.includes(fixed)) return source;
  if (!source.includes(broken)) {
    throw new Error(
      "plugins/openapi/redoc-dark-styles-loader.cjs: redocusaurus's ServerStyles.js no longer has the dark-mode prefix this loader fixes; check it and update or remove the loader.",
    );
  }
  return source.replace(broken, fixed);
};
