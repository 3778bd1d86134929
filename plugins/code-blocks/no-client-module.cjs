// Stands in for @docusaurus/theme-classic's prism-include-languages client
// module, which would evaluate Prism on every page load. The additional
// languages are registered by ./Highlighted.tsx instead (see index.ts).
