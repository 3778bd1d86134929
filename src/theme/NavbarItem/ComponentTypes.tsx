/**
 * The navbar item types this site's navbar uses (docusaurus.config.ts), and the
 * custom one, `custom-yourValues`: the button that opens the "Your values" panel
 * (src/components/YourValues). Docusaurus renders only the types registered here.
 *
 * theme-classic's own map also registers `html`, `doc`, `docsVersion` and
 * `docsVersionDropdown`, which this navbar does not use; every page's main.js carried
 * them (about 8 KB minified). A type added to the navbar must be added here: the build
 * stops with "No NavbarItem component found for type" otherwise.
 *
 * Upstream: @docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js sha256 90ba290ccf01e0b8bc0adea87308f878a3c84b390d9ace12967c31538414bc9d
 * Saturn: drops html, doc, docsVersion and docsVersionDropdown; adds custom-yourValues.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

import YourValuesNavbarItem from '@site/src/components/YourValues/NavbarItem';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  'custom-yourValues': YourValuesNavbarItem,
};
