// Upstream: @docusaurus/theme-classic/lib/prism-include-languages.js
// Saves or fixes: stands in for theme-classic's client module that evaluates Prism
//   (prism-react-renderer) and the additional grammars on every page load, in main.js; the
//   grammars are registered by ./Highlighted.tsx, which only the server and a code block
//   rendered after a client-side navigation load. `npm run bench:overrides` measures it.
// Retire when: theme-classic loads Prism only with the code blocks that use it, or
//   highlights at build time (facebook/docusaurus#9122).
