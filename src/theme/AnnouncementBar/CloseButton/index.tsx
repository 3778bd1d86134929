// Wrapped, not ejected: closing the announcement bar removes the button that has focus, and
// upstream (theme-classic 3.10) leaves focus on <body>, so a keyboard user starts again from
// the top of the page. Before the bar closes, focus moves to the first element after the bar
// that can take it (the navbar's first link or its menu button), where the reader was heading.
import type {MouseEvent, ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type CloseButtonType from '@theme/AnnouncementBar/CloseButton';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';

import {nextFocusable} from '@site/src/lib/focusable';

type Props = WrapperProps<typeof CloseButtonType>;

export default function CloseButtonWrapper(props: Props): ReactNode {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const bar = event.currentTarget.closest(`.${ThemeClassNames.announcementBar.container}`);
    if (bar) nextFocusable(bar)?.focus();
    props.onClick?.(event);
  };
  return <CloseButton {...props} onClick={onClick} />;
}
