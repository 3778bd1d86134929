// What `@saturn/redoc-on-server` is in the browser bundle: nothing. The server
// bundle gets redocusaurus's Redoc component instead (see index.ts and
// src/theme/Redoc), so the browser loads Redoc only on demand.
export default null;
