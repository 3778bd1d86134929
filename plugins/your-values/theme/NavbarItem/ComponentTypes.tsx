/**
 * Wrapped, not copied: theme-classic's navbar item types, and the site's own
 * `custom-yourValues`, the button that opens the "Your values" panel
 * (plugins/your-values). This is Docusaurus's documented way to add a navbar item type.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import YourValuesNavbarItem from '../../NavbarItem';

export default {
  ...ComponentTypes,
  'custom-yourValues': YourValuesNavbarItem,
};
