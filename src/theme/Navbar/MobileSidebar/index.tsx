// Wrapped, not ejected: the mobile menu behaves as a modal dialog from the keyboard. Upstream
// (theme-classic 3.10) leaves focus on the menu button under the open menu, so Tab reaches the
// logo and the search box hidden behind it, Escape does nothing, and closing with × drops focus
// to <body>. While the menu is open, this wrapper:
// - makes everything outside it `inert` (keyboard, pointer and screen readers stay inside),
//   except the backdrop, whose click still closes it;
// - gives it role="dialog" with a name, and moves focus to its close button;
// - keeps Tab and Shift+Tab inside it, going round from its last control to its first;
// - closes it on Escape (not when the Escape is for a <dialog> opened from the menu);
// - on closing, puts focus back on the element that opened it, when focus is inside the menu or
//   lost; after a link of the menu has navigated, focus is left to Docusaurus's navigation.
import {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

import {focusableIn} from '@site/src/lib/focusable';

type Props = WrapperProps<typeof MobileSidebarType>;

export const menuLabel = 'Site navigation';

/** Sets `inert` on every element outside `keep` that is not inert yet; returns them. */
function inertOutside(keep: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (
        sibling === node ||
        !(sibling instanceof HTMLElement) ||
        sibling.inert ||
        sibling.classList.contains('navbar-sidebar__backdrop') ||
        ['SCRIPT', 'STYLE', 'LINK'].includes(sibling.tagName)
      )
        continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return changed;
}

function useModalMenu(shown: boolean, close: () => void): void {
  const location = useLocation();
  const currentLocation = useRef(location);
  currentLocation.current = location;
  useEffect(() => {
    if (!shown) return undefined;
    const openedAt = currentLocation.current;
    const menu = document.querySelector<HTMLElement>(
      `.${ThemeClassNames.layout.navbar.mobileSidebar.container}`,
    );
    if (!menu) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const inert = inertOutside(menu);
    menu.setAttribute('role', 'dialog');
    menu.setAttribute('aria-modal', 'true');
    menu.setAttribute('aria-label', menuLabel);
    // The menu is still `visibility: hidden` while its opening transition starts, and a hidden
    // element cannot take focus: try again on each frame until the menu is shown (looking the
    // button up each time, as React may render it anew as the menu opens).
    let frame = 0;
    const focusCloseButton = (tries: number) => {
      const closeButton = menu.querySelector<HTMLElement>('.navbar-sidebar__close');
      closeButton?.focus();
      if (document.activeElement !== closeButton && tries > 0) {
        frame = requestAnimationFrame(() => focusCloseButton(tries - 1));
      }
    };
    focusCloseButton(60);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // A <dialog> opened from the menu (Your values) handles its own keys.
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        const controls = focusableIn(menu);
        const first = controls[0];
        const last = controls.at(-1);
        const current = document.activeElement;
        if (!first || !last) return;
        if (event.shiftKey ? current === first || !menu.contains(current) : current === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      for (const element of inert) element.inert = false;
      menu.removeAttribute('role');
      menu.removeAttribute('aria-modal');
      menu.removeAttribute('aria-label');
      const focus = document.activeElement;
      const navigated = currentLocation.current !== openedAt;
      if (
        !navigated &&
        opener?.isConnected &&
        (!focus || focus === document.body || menu.contains(focus))
      ) {
        opener.focus();
      }
    };
  }, [shown, close]);
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useModalMenu(shown, toggle);
  return <MobileSidebar {...props} />;
}
