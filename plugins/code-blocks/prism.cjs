// The one Prism instance of the site: prism-react-renderer's, which renders
// Docusaurus's code blocks. `prismjs` resolves here (see index.ts). CommonJS,
// because `prismjs` is a CommonJS module and its importers expect the
// instance itself, not an ES module namespace.
module.exports = require('prism-react-renderer').Prism;
