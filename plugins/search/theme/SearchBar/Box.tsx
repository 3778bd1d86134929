/**
 * The navbar box once the reader goes to it (its own chunk, loaded by ./index.tsx): a WAI-ARIA
 * 1.2 combobox on Downshift's `useCombobox`. The input owns the focus; `aria-activedescendant`
 * names the option the arrow keys are on, `aria-controls` the listbox, `aria-expanded` whether it
 * shows. The listbox holds only the results (at most 8: a page, then its best sections); the
 * messages and the 'See all results' links sit beside it in the same popup, and a live region
 * tells screen readers how many results there are.
 *
 * It searches the whole site as the reader types. On a docs page, that page's section wins a
 * close call (../../engine/query.ts, PREFERENCE) and each result shows its section. Enter on a
 * result opens it; Enter otherwise submits the form to the search page. Escape closes the list
 * and keeps the focus and the text. A chunk or an index file that fails to load shows a short
 * message with a retry in the popup, and the next keystroke retries.
 */
import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useCombobox} from 'downshift';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';

import {
  DROPDOWN_CONTEXT,
  DROPDOWN_RESULTS,
  PLUGIN_NAME,
  QUERY_PARAM,
  type SearchContext,
  type SearchGlobalData,
} from '../../constants';
import type {SearchHit} from '../../engine/browser';
import {indexFiles} from '../../client/files';
import {describeFailure, prepareSearch, search} from '../../client/search';
import {searchPageUrl} from '../../client/links';
import Marked from '../../client/Marked';
import RetryMessage from './RetryMessage';
import styles from './styles.module.css';

export interface BoxProps {
  /** The server-rendered input this box replaces: its text, caret and focus carry over. */
  takeOver: HTMLInputElement | null;
  searchPage: string;
  label: string;
}

type Results =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'done'; query: string; hits: SearchHit[]; preferred: number}
  | {status: 'failed'; query: string; message: string};

/** The docs section of a path, if it is in one. */
export function contextOf(
  pathname: string,
  baseUrl: string,
  contexts: readonly SearchContext[],
): SearchContext | undefined {
  return contexts.find((context) => pathname.startsWith(`${baseUrl}${context.path}/`));
}

/** The reader may still be typing the last word: it may be the start of a longer one. */
function isTyping(value: string): boolean {
  return /[\p{L}\p{N}]$/u.test(value);
}

const NO_HITS: SearchHit[] = [];

export default function Box({takeOver, searchPage, label}: BoxProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {version, contexts} = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const history = useHistory();
  const {pathname} = useLocation();
  const current = contextOf(pathname, siteConfig.baseUrl, contexts);
  const files = useMemo(() => indexFiles(siteConfig.baseUrl, '', version), [siteConfig, version]);

  // What the server-rendered box held when this one took its place.
  const [initial] = useState(() => ({
    value: takeOver?.value ?? '',
    focused: takeOver !== null && document.activeElement === takeOver,
    selection: [takeOver?.selectionStart ?? null, takeOver?.selectionEnd ?? null] as const,
  }));
  const [open, setOpen] = useState(initial.focused);
  const [results, setResults] = useState<Results>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<Extract<Results, {status: 'done'}> | undefined>(undefined);
  const runs = useRef(0);
  const input = useRef<HTMLInputElement | null>(null);
  const popup = useRef<HTMLDivElement | null>(null);
  const reopenOnFocus = useRef(true);

  // While a query loads, the last results stay; after a failure, only its message shows.
  if (results.status === 'done') shown.current = results;
  const visible =
    results.status === 'idle' || results.status === 'failed' ? undefined : shown.current;
  const hits = visible ? visible.hits : NO_HITS;

  // Downshift keeps the text: an input whose value React sets from state updated in an effect
  // loses keys typed in between.
  const {inputValue, highlightedIndex, getInputProps, getMenuProps, getItemProps} =
    useCombobox<SearchHit>({
      items: hits,
      itemToString: () => '',
      itemToKey: (hit) => hit?.key,
      initialInputValue: initial.value,
      selectedItem: null,
      isOpen: open && hits.length > 0,
      onIsOpenChange: ({isOpen}) => setOpen(Boolean(isOpen)),
      stateReducer: (state, {type, changes}) =>
        // The text changes only by typing (and Escape on a closed list empties it); choosing a
        // result opens it instead.
        type === useCombobox.stateChangeTypes.InputChange ||
        type === useCombobox.stateChangeTypes.InputKeyDownEscape
          ? changes
          : {...changes, inputValue: state.inputValue, selectedItem: null},
    });
  const query = inputValue.trim();
  const typing = isTyping(inputValue);
  const popupShown = open && query !== '';

  useLayoutEffect(() => {
    const box = input.current;
    if (!box || !initial.focused) return;
    box.focus();
    const [start, end] = initial.selection;
    if (start !== null) box.setSelectionRange(start, end);
  }, [initial]);

  useEffect(() => {
    // The engine and the manifest, before the first query.
    prepareSearch(files).catch(() => undefined);
  }, [files]);

  useEffect(() => {
    // Every change of the text makes the searches still under way stale.
    runs.current += 1;
    const run = runs.current;
    if (query === '') {
      setResults({status: 'idle'});
      return;
    }
    setResults({status: 'loading', query});
    search(
      {
        query,
        limit: DROPDOWN_RESULTS,
        contextLength: DROPDOWN_CONTEXT,
        prefer: current?.path,
        typing,
      },
      files,
      () => runs.current !== run,
    ).then(
      (found) => {
        if (found && runs.current === run) {
          setResults({status: 'done', query, hits: found.hits, preferred: found.preferred});
        }
      },
      (error: unknown) => {
        if (runs.current === run) {
          setResults({status: 'failed', query, message: describeFailure(error)});
        }
      },
    );
  }, [query, typing, current?.path, files, attempt]);

  // A new page: the list closes.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    setOpen(false);
  }, [pathname]);

  const go = useCallback(
    (hit: SearchHit) => {
      setOpen(false);
      input.current?.blur();
      history.push(hit.url);
    },
    [history],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & {
      preventDownshiftDefault?: boolean;
    };
    if (event.key === 'Enter' && !native.isComposing) {
      native.preventDownshiftDefault = true;
      const hit = popupShown && highlightedIndex >= 0 ? hits[highlightedIndex] : undefined;
      if (hit) {
        event.preventDefault();
        go(hit);
      }
      // Without a chosen result the form submits: the search page for the text.
    } else if (event.key === 'Escape' && popupShown) {
      // Closes the list; the text and the focus stay (a second Escape empties the box).
      native.preventDownshiftDefault = true;
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' && !popupShown && query !== '') {
      setOpen(true);
    }
  };

  // Focus moving into the popup (its links, the retry button) keeps it open; leaving closes it.
  const withinPopup = (target: EventTarget | null) =>
    target instanceof Node && Boolean(popup.current?.contains(target));
  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (withinPopup(event.relatedTarget)) {
      (event.nativeEvent as Event & {preventDownshiftDefault?: boolean}).preventDownshiftDefault =
        true;
    } else {
      setOpen(false);
    }
  };
  const onPopupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!withinPopup(event.relatedTarget) && event.relatedTarget !== input.current) setOpen(false);
  };
  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    reopenOnFocus.current = false;
    input.current?.focus();
    reopenOnFocus.current = true;
  };

  const {ref: menuRef, ...menuProps} = getMenuProps({
    'aria-label': translate({
      id: 'theme.SearchBar.resultsLabel',
      message: 'Search results',
      description: 'The accessible name of the dropdown list of results',
    }),
  });
  const within = current && visible && visible.preferred > 0;
  const status = statusText(results, hits.length, query);

  return (
    <>
      <input
        {...getInputProps({
          ref: input,
          type: 'search',
          name: QUERY_PARAM,
          className: clsx('navbar__search-input', styles.input),
          placeholder: label,
          'aria-label': label,
          enterKeyHint: 'search',
          onKeyDown,
          onBlur: onInputBlur,
          onFocus: () => {
            if (query !== '' && reopenOnFocus.current) setOpen(true);
          },
        })}
      />
      {results.status === 'loading' && <span className={styles.spinner} />}
      <div
        ref={(node) => {
          popup.current = node;
          // Downshift treats clicks inside the whole popup as inside the combobox.
          if (typeof menuRef === 'function') menuRef(node);
        }}
        className={styles.popup}
        hidden={!popupShown}
        onBlur={onPopupBlur}
        onKeyDown={onPopupKeyDown}
        onMouseDown={(event) => {
          // A click in the popup (a result, a link, the retry button) keeps the focus in the
          // box, so the popup stays until the click has done its work.
          event.preventDefault();
        }}>
        <ul
          {...menuProps}
          className={styles.list}
          hidden={hits.length === 0}
          data-query={hits.length > 0 ? visible?.query : undefined}>
          {hits.map((hit, index) => (
            <li
              key={hit.key}
              {...getItemProps({item: hit, index, onClick: () => go(hit)})}
              className={clsx(
                styles.option,
                hit.kind === 'section' && styles.section,
                index === highlightedIndex && styles.active,
              )}>
              <span className={styles.title}>
                <Marked segments={hit.title} />
              </span>
              {hit.kind === 'page' ? (
                <span className={styles.where}>{hit.path.join(' › ')}</span>
              ) : (
                hit.snippet.length > 0 && (
                  <span className={styles.snippet}>
                    <Marked segments={hit.snippet} />
                  </span>
                )
              )}
            </li>
          ))}
        </ul>
        {results.status === 'failed' ? (
          <RetryMessage
            onRetry={() => {
              setAttempt((n) => n + 1);
              input.current?.focus();
            }}>
            {results.message}.
          </RetryMessage>
        ) : (
          hits.length === 0 &&
          results.status !== 'idle' && (
            <p className={styles.message}>
              {results.status === 'loading' && !visible
                ? translate({
                    id: 'theme.SearchBar.searching',
                    message: 'Searching…',
                    description: 'The dropdown text while the first results load',
                  })
                : noResultsText()}
            </p>
          )
        )}
        <div className={styles.footer}>
          {within && (
            <Link
              to={searchPageUrl(searchPage, query, current.path)}
              onClick={() => setOpen(false)}>
              {translate(
                {
                  id: 'theme.SearchBar.searchInContext',
                  message: 'See all results within "{context}"',
                  description:
                    'The dropdown link to the search page, limited to the current docs section',
                },
                {context: current.label},
              )}
            </Link>
          )}
          <Link to={searchPageUrl(searchPage, query)} onClick={() => setOpen(false)}>
            {current && !within
              ? translate(
                  {
                    id: 'theme.SearchBar.seeAllOutsideContext',
                    message: 'See all results outside "{context}"',
                    description:
                      'The dropdown link to the search page when the current docs section has no hits',
                  },
                  {context: current.label},
                )
              : translate({
                  id: 'theme.SearchBar.seeAll',
                  message: 'See all results',
                  description: 'The dropdown link to the search page',
                })}
          </Link>
        </div>
      </div>
      <span role="status" className="visually-hidden">
        {popupShown ? status : ''}
      </span>
    </>
  );
}

function noResultsText(): string {
  return translate({
    id: 'theme.SearchBar.noResultsText',
    message: 'No results',
    description: 'The dropdown text for an empty search result',
  });
}

/** What the live region says: the number of results, or why there are none. */
function statusText(results: Results, count: number, query: string): string {
  if (query === '') return '';
  if (results.status === 'failed') return results.message;
  if (results.status === 'loading' && count === 0) return '';
  if (count === 0) return results.status === 'done' ? noResultsText() : '';
  if (count === 1) {
    return translate({
      id: 'theme.SearchBar.oneResult',
      message: '1 result',
      description: 'What screen readers hear when the dropdown lists one result',
    });
  }
  return translate(
    {
      id: 'theme.SearchBar.resultCount',
      message: '{count} results',
      description: 'What screen readers hear when the dropdown lists several results',
    },
    {count},
  );
}
