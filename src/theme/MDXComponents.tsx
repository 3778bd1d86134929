// Registers the components that docs pages use everywhere, so pages need no
// imports for them. Components used on one or two pages are imported there.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

import {SiteLink, SiteUrl} from '@site/src/components/SiteLink';
import ApiExample from '@site/src/components/ApiExample';
import SchemaFields from '@site/src/components/SchemaFields';
import ErrorTable from '@site/src/components/ErrorTable';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  SiteLink,
  SiteUrl,
  ApiExample,
  SchemaFields,
  ErrorTable,
};
