// Registers the components that docs pages use everywhere, so pages need no
// imports for them. Components used on one or two pages are imported there.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

import {SiteLink, SiteUrl} from '@site/src/components/SiteLink';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  SiteLink,
  SiteUrl,
};
