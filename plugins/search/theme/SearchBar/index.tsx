/**
 * The navbar search box, on every page. Most visits never search, so every page's JavaScript
 * carries only this: a real form (`<form action="/search" method="get">` with `q`), which
 * submits without JavaScript too, and the loader of the box that searches as the reader types
 * (./Box.tsx, its own chunk). That chunk loads on the first sign that the reader is about to
 * search: the pointer over the box, a touch, focus (click, Tab, Ctrl/Cmd+K, whose listener is an
 * inline script in the page's head: ../../shortcut.ts), or a box that was
 * focused or typed into before the page hydrated. The loaded box takes the place of this input
 * with its text, caret and focus, so no keystroke is lost. If the chunk cannot be loaded, a short
 * message with a retry shows under the box, the next keystroke tries again, and Enter still
 * opens the search page.
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {APPLE_PLATFORM, QUERY_PARAM} from '../../constants';
import {searchPageUrl} from '../../client/links';
import type {BoxProps} from './Box';
import RetryMessage from './RetryMessage';
import styles from './styles.module.css';

type Box = ComponentType<BoxProps>;

let loadedBox: Box | undefined;
let loadingBox: Promise<Box> | undefined;

/** Loads the box once; a failed load is forgotten, so the next sign tries again. */
function loadBox(): Promise<Box> {
  loadingBox ??= import(/* webpackChunkName: "search-box" */ './Box').then(
    (module) => (loadedBox = module.default),
    (error: unknown) => {
      loadingBox = undefined;
      throw error;
    },
  );
  return loadingBox;
}

const searchLabel = (): string =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder of the navbar search box',
  });

const loadFailedText = (): string =>
  translate({
    id: 'theme.SearchBar.loadFailed',
    message: 'Search could not be loaded.',
    description: 'The dropdown text when the search code failed to download',
  });

/** The shortcut's hint: Cmd on Apple platforms, Ctrl elsewhere (the listener is ../../shortcut.ts). */
function isApple(): boolean {
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ??
    navigator.platform;
  return APPLE_PLATFORM.test(platform);
}

type LoadState = 'idle' | 'loading' | 'failed';

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [LoadedBox, setLoadedBox] = useState<Box | undefined>(() =>
    isBrowser ? loadedBox : undefined,
  );
  const [loadState, setLoadState] = useState<LoadState>('idle');
  // Whether the reader has typed into this box or focused it: a failure is then worth a word.
  const [engaged, setEngaged] = useState(false);
  const [typed, setTyped] = useState(false);

  const load = useCallback(() => {
    if (loadedBox) {
      setLoadedBox(() => loadedBox);
      return;
    }
    setLoadState('loading');
    loadBox().then(
      (box) => setLoadedBox(() => box),
      // Offline, or a deploy replaced the chunk: the form still works, and the next sign
      // (a keystroke, the retry button) tries again.
      () => setLoadState('failed'),
    );
  }, []);

  const engage = useCallback(() => {
    setEngaged(true);
    load();
  }, [load]);

  // The retry button goes away once the box loads: focus goes back to the box first, so the
  // loaded box takes it over focused, with its text and its results.
  const retry = useCallback(() => {
    input.current?.focus();
    engage();
  }, [engage]);

  // A box focused, touched or typed into before the page hydrated had no handler then.
  useEffect(() => {
    const box = input.current;
    if (box && (document.activeElement === box || box.value !== '')) {
      setTyped(box.value !== '');
      engage();
    }
  }, [engage]);

  // Enter, or a result-less submit of the loaded box: the search page, in the app.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get(QUERY_PARAM) ?? '').trim();
    if (query === '') return;
    history.push(searchPageUrl(searchPage, query));
  };

  const label = searchLabel();
  const failed = !LoadedBox && loadState === 'failed' && engaged;
  return (
    <form
      ref={form}
      role="search"
      action={searchPage}
      method="get"
      className={styles.search}
      onSubmit={onSubmit}>
      {LoadedBox ? (
        <LoadedBox takeOver={input.current} searchPage={searchPage} label={label} />
      ) : (
        <input
          ref={input}
          type="search"
          name={QUERY_PARAM}
          className={clsx('navbar__search-input', styles.input)}
          placeholder={label}
          aria-label={label}
          autoComplete="off"
          enterKeyHint="search"
          onPointerEnter={load}
          onTouchStart={engage}
          onFocus={engage}
          onInput={(event) => {
            setTyped(event.currentTarget.value !== '');
            engage();
          }}
        />
      )}
      {isBrowser && (
        <span className={styles.hint} aria-hidden="true">
          <kbd>{isApple() ? '⌘' : 'ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      {!LoadedBox && loadState === 'loading' && typed && <span className={styles.spinner} />}
      {failed && (
        <div className={styles.popup}>
          <RetryMessage onRetry={retry}>{loadFailedText()}</RetryMessage>
        </div>
      )}
      {/* From the reader's first move to the box, before any message it could carry; the loaded
          box has a live region of its own. */}
      {!LoadedBox && engaged && (
        <span role="status" className="visually-hidden">
          {failed ? loadFailedText() : ''}
        </span>
      )}
    </form>
  );
}
