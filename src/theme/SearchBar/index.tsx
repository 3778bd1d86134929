/**
 * The navbar search box. Every page shows it and most visits never use it, so the search
 * plugin's SearchBar (its dropdown, keyboard handling and the search client) is not in every
 * page's main.js: this component draws the same box and loads the plugin's SearchBar on the
 * first sign that the reader is about to search (the pointer over the box, a touch, focus by
 * click, Tab or the Ctrl/Cmd+K shortcut). What was typed meanwhile, the focus and the caret
 * are handed over to the plugin's box, which then searches for that text; Enter pressed
 * before it has loaded opens the search page. README.md in this folder has the measurements.
 *
 * The box below is a copy of the markup of the plugin's SearchBar (same CSS module, same
 * classes, same hint), so the page does not move when one replaces the other.
 * Upstream: @easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx sha256 1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4
 * Saturn: only the markup is copied (container, icon, input, loading ring, shortcut hint);
 * the dropdown, the clear button and the search context stay the plugin's.
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {
  hideSearchBarWithNoSearchContext,
  Mark,
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

import './searchBar.css';

interface Props {
  handleSearchBarToggle?: (expanded: boolean) => void;
}
type SearchBar = ComponentType<Props>;

let loaded: SearchBar | undefined;
let loading: Promise<SearchBar> | undefined;

/** Loads the plugin's SearchBar once; a failed load is tried again on the next sign. */
function loadSearchBar(): Promise<SearchBar> {
  loading ??= import('@theme-original/SearchBar').then(
    (module) => (loaded = module.default as SearchBar),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Cases the copy cannot draw alone: the plugin's SearchBar is loaded with the page. */
function needsPluginAtOnce(search: string): boolean {
  // The plugin hides the box outside search contexts, and highlights the words of a
  // result's `_highlight` parameters on the page it opens; this site turns both off.
  return (
    hideSearchBarWithNoSearchContext ||
    (Boolean(Mark) && new URLSearchParams(search).has('_highlight'))
  );
}

const searchLabel = () =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

/** Sets a React-controlled input's value so that React sees the change (its onChange runs). */
function typeInto(box: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', {bubbles: true}));
}

export default function SearchBarUntilUsed(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const searchPage = useBaseUrl('/search/');
  // While React hydrates the page it must draw what the server drew: the copy.
  const [Plugin, setPlugin] = useState<SearchBar | undefined>(() =>
    isBrowser ? loaded : undefined,
  );
  const [copyShown, setCopyShown] = useState(Plugin === undefined);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const loadPlugin = useCallback(() => {
    loadSearchBar().then(
      (component) => setPlugin(() => component),
      // Offline, or a deploy replaced the chunk: the copy stays, Enter still opens the
      // search page, and the next sign tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!Plugin && needsPluginAtOnce(location.search)) loadPlugin();
  }, [Plugin, location.search, loadPlugin]);

  // The shortcut focuses the copy (which loads the plugin) until the plugin's box is shown.
  useEffect(() => {
    if (!copyShown || !searchBarShortcut || !searchBarShortcutKeymap) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [copyShown]);

  // The plugin's box mounts invisible beside the copy (searchBar.css), with no value and no
  // focus: on mount it works out the page's search context in an effect, and a box that is
  // focused before that loads the index of the wrong context (its dropdown then throws).
  // A frame later the copy's text, focus and caret move to the plugin's box in one task, so
  // no keystroke falls between them, and the copy goes.
  useEffect(() => {
    if (!Plugin || !copyShown) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const copy = input.current;
        const box = copy
          ?.closest('.navbar__search')
          ?.nextElementSibling?.querySelector<HTMLInputElement>('input.navbar__search-input');
        if (copy && box) {
          if (copy.value !== '') typeInto(box, copy.value);
          if (document.activeElement === copy) {
            const {selectionStart, selectionEnd} = copy;
            box.focus();
            if (selectionStart !== null) box.setSelectionRange(selectionStart, selectionEnd);
          }
        }
        setCopyShown(false);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [Plugin, copyShown]);

  // Always this fragment, so that the plugin's box stays mounted when the copy goes.
  const isMac = isBrowser ? isMacPlatform() : false;
  return (
    <>
      {copyShown && (
        <div
          data-search-copy=""
          className={clsx(
            'navbar__search',
            styles.searchBarContainer,
            typed && loading !== undefined && styles.searchIndexLoading,
            focused && styles.focused,
          )}
          dir="ltr">
          <svg
            aria-hidden="true"
            className={styles.searchIcon}
            focusable="false"
            viewBox="0 0 16 16">
            <path
              fill="currentColor"
              d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
            />
          </svg>
          <input
            ref={input}
            placeholder={searchLabel()}
            aria-label="Search"
            className={`navbar__search-input ${styles.searchInput}`}
            onMouseEnter={loadPlugin}
            onTouchStart={loadPlugin}
            onFocus={() => {
              setFocused(true);
              props.handleSearchBarToggle?.(true);
              loadPlugin();
            }}
            onBlur={() => {
              setFocused(false);
              props.handleSearchBarToggle?.(false);
            }}
            onInput={(event) => setTyped(event.currentTarget.value !== '')}
            onKeyDown={(event) => {
              const query = event.currentTarget.value.trim();
              if (event.key !== 'Enter' || query === '') return;
              event.preventDefault();
              history.push(`${searchPage}?${new URLSearchParams({q: query}).toString()}`);
            }}
          />
          <LoadingRing className={styles.searchBarLoadingRing} />
          {searchBarShortcut && searchBarShortcutHint && isBrowser && searchBarShortcutKeymap && (
            <div className={styles.searchHintContainer}>
              {getKeymapHints(searchBarShortcutKeymap, isMac).map((hint, index) => (
                <kbd key={index} className={styles.searchHint}>
                  {hint}
                </kbd>
              ))}
            </div>
          )}
        </div>
      )}
      {Plugin && <Plugin {...props} />}
    </>
  );
}
