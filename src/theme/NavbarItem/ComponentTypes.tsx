/**
 * Adds the navbar item `custom-yourValues` (docusaurus.config.ts): the button that
 * opens the "Your values" panel (src/components/YourValues). Docusaurus only
 * renders custom navbar item types registered here.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import YourValuesNavbarItem from '@site/src/components/YourValues/NavbarItem';

export default {...ComponentTypes, 'custom-yourValues': YourValuesNavbarItem};
