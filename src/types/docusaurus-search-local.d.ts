/**
 * Types for the client modules of @easyops-cn/docusaurus-search-local 0.55.3 that the swizzled
 * search page (src/theme/SearchPage) and the navbar box (src/theme/SearchBar) reuse. The plugin ships them as plain JavaScript.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type {PluginSearchResult} from '@site/src/search/types';
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<PluginSearchResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath(searchValue: string): void;
    updateSearchContext(value: string): void;
    generateSearchPageLink(searchValue: string): string;
  };
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type {ReactElement} from 'react';
  export default function LoadingRing(props: {className?: string}): ReactElement;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  export function getStemmedPositions(metadata: unknown, field: string): [number, number][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath' {
  export function concatDocumentPath(pathItems: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath' {
  export function normalizeContextByPath(
    context: string | {label: string | Record<string, string>; path: string},
    currentLocale: string,
  ): {label: string; path: string};
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchContextByPaths:
    (string | {label: string | Record<string, string>; path: string})[] | null;
  export const useAllContextsWithNoSearchContext: boolean;
  export const hideSearchBarWithNoSearchContext: boolean;
  export const Mark: unknown;
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  /** e.g. `mod+k`: `mod` is Cmd on macOS, Ctrl elsewhere. */
  export const searchBarShortcutKeymap: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** e.g. `search-index{dir}.json?_=<hash>`; `{dir}` is `-<context>` or empty. */
  export const searchIndexUrl: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  import type {PluginSearchResult} from '@site/src/search/types';
  export function processTreeStatusOfSearchResults(results: PluginSearchResult[]): void;
}
