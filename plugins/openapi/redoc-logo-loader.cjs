/**
 * Webpack/Rspack loader for Redoc's bundles: removes the Redocly logo that
 * Redoc's sidebar loads from cdn.redoc.ly, so the API reference makes no
 * request to a third party. The "API docs by Redocly" text link stays.
 * If a Redoc upgrade changes the markup, the build fails here instead of
 * silently loading the logo again.
 */
module.exports = function stripRedocCdnLogo(source) {
  const stripped = source.replace(
    /[\w$]+\.createElement\("img",\{alt:"redocly logo",[^}]*\}\)/g,
    'null',
  );
  if (stripped.includes('cdn.redoc.ly')) {
    throw new Error(
      'plugins/openapi/redoc-logo-loader.cjs: Redoc still references cdn.redoc.ly; update the pattern.',
    );
  }
  return stripped;
};
