// Types of `@saturn/redoc-on-server` (see index.ts): redocusaurus's Redoc on the server, null in the browser.
import type Redoc from '@theme-original/Redoc';

declare const RedocOnServer: typeof Redoc | null;
export default RedocOnServer;
