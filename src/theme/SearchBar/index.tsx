/**
 * Thin wrapper around the search plugin's navbar SearchBar, only to load searchBar.css: the
 * plugin draws the Ctrl/Cmd+K hint in the input's placeholder colour, which fails WCAG AA
 * contrast in light mode. Behaviour is the plugin's own.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';

import './searchBar.css';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  return <SearchBar {...props} />;
}
