// Wrapped, not ejected: closing the announcement bar removes the button that has focus, and
// upstream (theme-classic 3.10) leaves focus on <body>, so a keyboard user starts again from
// the top of the page. Before the bar closes, focus moves to the first element after the bar
// that can take it (the navbar's first link or its menu button), where the reader was heading.
import type {MouseEvent, ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type CloseButtonType from '@theme/AnnouncementBar/CloseButton';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof CloseButtonType>;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element after `element` in document order that a keyboard user can focus. */
function nextFocusable(element: Element): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(focusable)).find(
    (candidate) =>
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.contains(candidate) &&
      !candidate.closest('[inert]') &&
      (candidate.checkVisibility?.({visibilityProperty: true}) ??
        candidate.getClientRects().length > 0),
  );
}

export default function CloseButtonWrapper(props: Props): ReactNode {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const bar = event.currentTarget.closest(`.${ThemeClassNames.announcementBar.container}`);
    if (bar) nextFocusable(bar)?.focus();
    props.onClick?.(event);
  };
  return <CloseButton {...props} onClick={onClick} />;
}
