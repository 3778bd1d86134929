// Stands in for the `mermaid` package in the server (static rendering) bundle
// only: Mermaid runs in a useEffect, which never runs during static rendering,
// so bundling its megabytes for the server only costs build time.
export default {
  initialize() {},
  render() {
    throw new Error('Mermaid diagrams render in the browser only.');
  },
};
