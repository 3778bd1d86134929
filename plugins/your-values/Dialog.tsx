/**
 * The "Your values" panel: a modal <dialog> (focus stays inside, Escape closes it)
 * with the monitor ID and the API base URL. Values are checked by
 * src/lib/your-values.ts; a bad one gets its message under its field and nothing
 * is saved. Loaded on the first click of the navbar button.
 *
 * A value typed and not saved is never dropped without a word: the first Escape or
 * Close asks (the panel stays open and says so), the second discards. When the
 * browser closes the panel without letting it ask (Chromium lets a page hold Escape
 * back only once per user action), the typed texts are kept and shown again, with
 * that message, the next time the panel opens on this page.
 */
import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';

import tool from '@site/src/css/tool.module.css';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';
import {exampleMonitorId, readApiBase, readMonitorId} from '@site/src/lib/your-values';

import {getValues, save} from './engine';
import styles from './styles.module.css';

interface Errors {
  monitorId?: string;
  apiBase?: string;
}

interface Texts {
  monitorId: string;
  apiBase: string;
}

/** The fields' texts when the panel last closed with changes the reader had not been asked about. */
let draft: Texts | null = null;

function storedTexts(): Texts {
  const values = getValues();
  return {monitorId: values.monitorId ?? '', apiBase: values.apiBase ?? ''};
}

const unsavedMessage =
  'Your changes are not saved. Press Save to keep them, or Close (or Escape) again to discard them.';
const draftMessage =
  'Your last changes were not saved; they are back in the fields. Press Save to keep them, or Close (or Escape) to discard them.';

export default function YourValuesDialog({
  title,
  onClose,
}: {
  /** The panel's title: the name of the navbar button that opens it. */
  title: string;
  onClose: () => void;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const monitorInput = useRef<HTMLInputElement>(null);
  const apiInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const {apiBase: configuredApiBase} = useSiteUrls();
  const [saved, setSaved] = useState(storedTexts);
  const [restored] = useState(() => draft);
  const [monitorId, setMonitorId] = useState(() => restored?.monitorId ?? saved.monitorId);
  const [apiBase, setApiBase] = useState(() => restored?.apiBase ?? saved.apiBase);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  /** Set once the reader has been told that their changes are not saved: the next close discards them. */
  const [unsaved, setUnsaved] = useState(restored ? draftMessage : '');
  const dirty = monitorId.trim() !== saved.monitorId || apiBase.trim() !== saved.apiBase;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  function submit(event: FormEvent): void {
    event.preventDefault();
    const readId = readMonitorId(monitorId);
    const readBase = readApiBase(apiBase);
    const found: Errors = {};
    if (!readId.ok) found.monitorId = readId.error;
    if (!readBase.ok) found.apiBase = readBase.error;
    setErrors(found);
    if (!readId.ok || !readBase.ok) {
      setStatus('');
      (!readId.ok ? monitorInput : apiInput).current?.focus();
      return;
    }
    setMonitorId(readId.value ?? '');
    setApiBase(readBase.value ?? '');
    setSaved({monitorId: readId.value ?? '', apiBase: readBase.value ?? ''});
    setUnsaved('');
    const stored = save({monitorId: readId.value, apiBase: readBase.value});
    const anything = Boolean(readId.value || readBase.value);
    setStatus(
      !stored
        ? 'This browser does not allow local storage here: the examples use your values until you leave this page.'
        : anything
          ? 'Saved. The examples on every page now use your values.'
          : 'Nothing to save: the examples show the placeholders.',
    );
  }

  function clear(): void {
    setMonitorId('');
    setApiBase('');
    setErrors({});
    setSaved({monitorId: '', apiBase: ''});
    setUnsaved('');
    save({});
    setStatus('Cleared. The examples show the placeholders again.');
    monitorInput.current?.focus();
  }

  /** Closing asks first while changes are not saved and the reader has not been told. */
  function mayClose(): boolean {
    if (!dirty || unsaved !== '') return true;
    setUnsaved(unsavedMessage);
    return false;
  }

  function cancel(event: SyntheticEvent<HTMLDialogElement>): void {
    if (!mayClose()) event.preventDefault();
  }

  function closed(): void {
    // Closed without asking (the browser did not let Escape be held back): keep the texts.
    draft = dirty && unsaved === '' ? {monitorId, apiBase} : null;
    onClose();
  }

  function edit(setter: (value: string) => void, value: string): void {
    setter(value);
    setUnsaved('');
  }

  const field = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': clsx(`${id}-${name}-hint`, errors[name] && `${id}-${name}-error`),
    className: tool.input,
    autoComplete: 'off',
    spellCheck: false,
  });

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={cancel}
      onClose={closed}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p>Enter them once: the examples on every page use them in place of the placeholders.</p>
        <p id={`${id}-privacy`} className={styles.privacy}>
          Stored in this browser&apos;s local storage only and never sent anywhere: no request from
          this site carries them. Saturn never asks for your token here; the examples keep{' '}
          <code>$SATURN_TOKEN</code>.
        </p>
        <div className={tool.field}>
          <label htmlFor={`${id}-monitorId`}>Monitor ID</label>
          <input
            ref={monitorInput}
            {...field('monitorId')}
            type="text"
            value={monitorId}
            placeholder={exampleMonitorId}
            onChange={(event) => edit(setMonitorId, event.target.value)}
          />
          <span id={`${id}-monitorId-hint`} className={tool.hint}>
            On the monitor&apos;s page in the dashboard. Replaces <code>{exampleMonitorId}</code>{' '}
            and <code>$SATURN_MONITOR_ID</code>; scripts that start with <code>#!</code> keep
            reading it from their environment.
          </span>
          {errors.monitorId && (
            <span id={`${id}-monitorId-error`} className={styles.fieldError}>
              {errors.monitorId}
            </span>
          )}
        </div>
        <div className={tool.field}>
          <label htmlFor={`${id}-apiBase`}>API base URL (self-hosted proxy only)</label>
          <input
            ref={apiInput}
            {...field('apiBase')}
            type="url"
            inputMode="url"
            value={apiBase}
            placeholder={configuredApiBase}
            onChange={(event) => edit(setApiBase, event.target.value)}
          />
          <span id={`${id}-apiBase-hint`} className={tool.hint}>
            Leave it empty unless your jobs reach Saturn through a proxy of your own. Replaces{' '}
            <code>{configuredApiBase}</code>.
          </span>
          {errors.apiBase && (
            <span id={`${id}-apiBase-error`} className={styles.fieldError}>
              {errors.apiBase}
            </span>
          )}
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <p role="alert" className={clsx(unsaved && styles.unsaved)}>
          {unsaved}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (mayClose()) dialog.current?.close();
            }}>
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
