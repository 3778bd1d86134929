/**
 * Wrapped, not copied: every navbar item goes through theme-classic's `NavbarItem`, which
 * picks the component of the item's type; the site's own type, `custom-yourValues`, is the
 * button that opens the "Your values" panel (../../NavbarItem.tsx). Wrapping the dispatcher,
 * rather than the map of types (`NavbarItem/ComponentTypes`, whose wrapping theme-classic
 * forbids: its items import the dispatcher back), keeps every other type theme-classic's.
 */
import type {ComponentProps, ReactNode} from 'react';
import NavbarItem from '@theme-init/NavbarItem';

import YourValuesNavbarItem from '../../NavbarItem';

type Props = ComponentProps<typeof NavbarItem>;

export default function NavbarItemWithYourValues(props: Props): ReactNode {
  if ((props as {type?: string}).type === 'custom-yourValues') {
    const {mobile, className} = props as {mobile?: boolean; className?: string};
    return <YourValuesNavbarItem mobile={mobile} className={className} />;
  }
  return <NavbarItem {...props} />;
}
