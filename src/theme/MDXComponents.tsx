// Registers the components that docs pages use everywhere, so pages need no
// imports for them. Components used on one or two pages are imported there.
import MDXComponents from '@theme-original/MDXComponents';

import {SiteLink, SiteUrl} from '@site/src/components/SiteLink';

// perf (issue 9): Tabs, TabItem, ApiExample, SchemaFields and ErrorTable need
// no import either, but they are not registered here: the remark plugin
// plugins/perf/remarkImportComponents.ts imports them into the pages that use
// them, so their code (and the OpenAPI data) stays out of every other page.
export default {
  ...MDXComponents,
  SiteLink,
  SiteUrl,
};
