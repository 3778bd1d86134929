import {useDeferredValue, useMemo, type ReactNode} from 'react';

import {sandboxSampleOutput, sandboxSamplePatterns} from '@site/src/data/redaction-examples';
import {
  defaultRules,
  parsePatternFile,
  redact,
  type RedactionResult,
} from '@site/src/lib/redaction';
import {redactionCut, redactionStatus} from '@site/src/lib/redaction-summary';

import tool from '@site/src/css/tool.module.css';
import styles from './styles.module.css';
import ToolSection from '@site/src/components/ToolSection';
import {useToolForm, type ToolFormState} from '@site/src/hooks/useToolForm';

interface RedactionSandboxProps {
  /** Output the sandbox starts with; defaults to a failing backup job with secrets in it. */
  initialOutput?: string;
  /** Extra patterns it starts with, in `--redact-file` format. */
  initialPatterns?: string;
}

/** The two texts the reader pastes; each textarea's id ends with its name. */
type Field = 'output' | 'patterns';

const descriptions = new Map(defaultRules.map((rule) => [rule.id, rule.description]));

/** Describes `custom-N` with the Nth extra pattern the reader typed. */
function customDescription(ruleId: string, patterns: string): string {
  const position = Number(ruleId.replace('custom-', ''));
  const pattern = parsePatternFile(patterns)[position - 1];
  return pattern === undefined
    ? 'One of your extra patterns.'
    : `Your pattern ${position}: ${pattern}`;
}

/** Runs the redaction and turns an unexpected exception into a message instead of a crash. */
function safeRedact(output: string, patterns: string): RedactionResult {
  try {
    return redact(output, {userPatterns: parsePatternFile(patterns)});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {ok: false, errors: [{index: 0, pattern: '', message: `Redaction failed: ${reason}`}]};
  }
}

/** A labelled textarea for pasted text, kept as typed: no spelling, completion or capitals. */
function PasteArea({
  form,
  name,
  label,
  rows,
  describedBy,
  invalid,
  testId,
  children,
}: {
  form: ToolFormState<Field>;
  /** The text it edits; its id is `${form.id}-${name}`. */
  name: Field;
  label: string;
  rows: number;
  describedBy?: string;
  invalid?: boolean;
  testId: string;
  /** Under the textarea: its help. */
  children?: ReactNode;
}): ReactNode {
  const id = `${form.id}-${name}`;
  return (
    <div className={tool.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={`${tool.input} ${tool.code} ${styles.textarea}`}
        value={form.values[name]}
        onChange={(event) => form.setValue(name, event.target.value)}
        rows={rows}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-testid={testId}
      />
      {children}
    </div>
  );
}

/**
 * Paste a job's output and extra patterns, and see what the `saturn` CLI
 * would send: the same rules from `src/lib/redaction.ts`, run in the browser.
 * Nothing typed here leaves the page.
 */
export default function RedactionSandbox({
  initialOutput = sandboxSampleOutput,
  initialPatterns = sandboxSamplePatterns,
}: RedactionSandboxProps): ReactNode {
  const form = useToolForm<Field>('redaction-sandbox', {
    output: initialOutput,
    patterns: initialPatterns,
  });
  const deferredOutput = useDeferredValue(form.values.output);
  const deferredPatterns = useDeferredValue(form.values.patterns);
  const result = useMemo(
    () => safeRedact(deferredOutput, deferredPatterns),
    [deferredOutput, deferredPatterns],
  );
  const id = form.id;
  const patternsHelpId = `${id}-patterns-help`;
  const errorsId = `${id}-errors`;
  const resultId = `${id}-result`;
  const cut = redactionCut(result);

  return (
    <ToolSection id={id} title="Try the rules on your own output" data-testid="redaction-sandbox">
      <p className={styles.note}>
        This runs in your browser with the same rules as the CLI. Nothing you paste leaves this
        page.
      </p>
      <div className={styles.inputs}>
        <PasteArea
          form={form}
          name="output"
          label="Job output"
          rows={10}
          testId="redaction-input"
        />
        <PasteArea
          form={form}
          name="patterns"
          label="Extra patterns"
          rows={4}
          describedBy={result.ok ? patternsHelpId : `${patternsHelpId} ${errorsId}`}
          invalid={!result.ok}
          testId="redaction-patterns">
          <p id={patternsHelpId} className={styles.help}>
            One regular expression per line, as in a <code>--redact-file</code>. Lines starting with{' '}
            <code>#</code> are comments; start a line with <code>(?i)</code> to ignore case.
          </p>
        </PasteArea>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => form.setValues({output: initialOutput, patterns: initialPatterns})}>
          Restore the example
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => form.setValues({output: '', patterns: ''})}>
          Clear both
        </button>
      </div>

      <p className={styles.status} role="status" aria-live="polite" data-testid="redaction-status">
        {redactionStatus(result)}
      </p>

      {result.ok ? (
        <div className={styles.results}>
          <div className={tool.field}>
            <p id={resultId} className={styles.subtitle}>
              What Saturn would receive
            </p>
            <pre
              className={styles.output}
              aria-labelledby={resultId}
              tabIndex={0}
              data-testid="redaction-output">
              {result.text !== ''
                ? result.text
                : result.inputBytes > 0
                  ? '(nothing would be sent)'
                  : '(empty output)'}
            </pre>
            {cut !== null && (
              <p className={styles.help} data-testid="redaction-cut">
                {cut}
              </p>
            )}
          </div>
          <div className={tool.field}>
            <p className={styles.subtitle}>Rules that matched</p>
            {result.matches.length === 0 ? (
              <p className={styles.help}>None.</p>
            ) : (
              <ul className={styles.matches} data-testid="redaction-matches">
                {result.matches.map((match) => (
                  <li key={match.ruleId}>
                    <code>{match.ruleId}</code>: {match.count}{' '}
                    {match.count === 1 ? 'match' : 'matches'}
                    <span className={styles.ruleDescription}>
                      {descriptions.get(match.ruleId) ??
                        customDescription(match.ruleId, deferredPatterns)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : (
        <div id={errorsId} className={styles.errors} data-testid="redaction-errors">
          <p className={styles.subtitle}>Fix these patterns</p>
          <ul>
            {result.errors.map((error) => (
              <li key={`${error.index}-${error.message}`}>
                {error.message}
                {error.pattern !== '' && (
                  <>
                    {' '}
                    <code>{error.pattern}</code>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ToolSection>
  );
}
