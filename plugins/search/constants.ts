/**
 * What the build, the navbar box and the search page agree on. Plain values only: the browser
 * bundles this file.
 */

/** The plugin's name: its global data is read with `usePluginData(PLUGIN_NAME)`. */
export const PLUGIN_NAME = 'saturn-search';

/** The dropdown lists at most this many results (specification, section 9). */
export const DROPDOWN_RESULTS = 8;

/** Characters of context around the match in the dropdown (specification, section 9). */
export const DROPDOWN_CONTEXT = 50;

/** The search page lists more, with longer snippets. */
export const PAGE_RESULTS = 100;
export const PAGE_CONTEXT = 100;

/** Ctrl+K, or Cmd+K on Apple platforms, focuses the navbar box (./shortcut.ts). */
export const SHORTCUT_KEY = 'k';

/** The platforms whose shortcut is Cmd+K, read from `navigator.userAgentData` or `navigator.platform`. */
export const APPLE_PLATFORM = /mac|iphone|ipad|ipod/i;

/** The navbar box, server-rendered or loaded: what Ctrl/Cmd+K focuses. */
export const SEARCH_INPUT_SELECTOR = '.navbar form[role="search"] input';

/** A docs section pages are searched within: its folder (the URL prefix) and its label. */
export interface SearchContext {
  path: string;
  label: string;
}

/** What the plugin hands the browser (Docusaurus global data, on every page). */
export interface SearchGlobalData {
  /** Appended to every index URL as `?_=<version>`; changes with what the index is built from. */
  version: string;
  /** The docs sections, in sidebar order. */
  contexts: SearchContext[];
}

/** The search page's URL parameters (specification, section 2). */
export const QUERY_PARAM = 'q';
export const CONTEXT_PARAM = 'ctx';
export const VERSION_PARAM = 'version';
