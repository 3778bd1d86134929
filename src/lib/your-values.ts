/**
 * "Your values": the one rule for putting a reader's monitor ID and API base URL
 * into the code examples. The server marks each placeholder this module finds
 * (src/components/YourValues/markTokens.tsx), the browser swaps the marked text
 * (src/components/YourValues/apply.ts), and the copy button copies
 * `substitute()` of the block's code, so what is shown and what is copied agree.
 * Pure functions, no DOM and no React; unit-tested in tests/unit/your-values.test.ts.
 *
 * Placeholders the pages use (found with grep over docs/ and src/):
 * - the example monitor ID of openapi.yaml, `mon_8f3k2j5h1q`, in commands,
 *   crontab lines, manifests and sample output;
 * - the configured API base URL (src/data/urls.ts), and its host alone
 *   (`getent hosts api.saturn.example`);
 * - a reference to the `SATURN_MONITOR_ID` environment variable, in the form
 *   each language writes it (`$SATURN_MONITOR_ID` in shell,
 *   `os.Getenv("SATURN_MONITOR_ID")` in Go, and so on; the API examples of
 *   plugins/api-reference/openapi/samples.ts are written this way).
 *
 * A script that is saved as a file and reused for many jobs starts with `#!` and
 * reads `SATURN_MONITOR_ID` from its environment: its variable references stay,
 * and the reader's value goes where the variable is set (which uses the example ID).
 * Tokens are never substituted: examples keep `$SATURN_TOKEN`.
 */

export type ValueKind = 'monitorId' | 'apiBase';

/** The values a reader has entered; a missing value leaves its placeholders as they are. */
export interface YourValues {
  monitorId?: string;
  apiBase?: string;
}

/** The example monitor ID of openapi/openapi.yaml (the MonitorId parameter). */
export const exampleMonitorId = 'mon_8f3k2j5h1q';

/** openapi/openapi.yaml's MonitorIdValue pattern. */
export const monitorIdPattern = /^mon_[a-z0-9]{10}$/;

/** The environment variable the examples read the monitor ID from. */
export const monitorIdVariable = 'SATURN_MONITOR_ID';

type LanguageGroup = 'shell' | 'javascript' | 'go' | 'php' | 'python';

const languageGroups: Record<string, LanguageGroup> = {
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  zsh: 'shell',
  javascript: 'javascript',
  js: 'javascript',
  jsx: 'javascript',
  typescript: 'javascript',
  ts: 'javascript',
  tsx: 'javascript',
  go: 'go',
  php: 'php',
  python: 'python',
  py: 'python',
};

/** One way a placeholder is written, and what it becomes. */
interface Form {
  kind: ValueKind;
  /** Languages it is looked for in; undefined: every language. */
  group?: LanguageGroup;
  /** A reference to an environment variable, left alone in `#!` scripts. */
  variable?: boolean;
  /** The code that replaces it, given the reader's value. */
  render: (value: string) => string;
}

const v = monitorIdVariable;
const asIs = (value: string) => value;
const doubleQuoted = (value: string) => `"${value}"`;
const singleQuoted = (value: string) => `'${value}'`;

/**
 * Every form, by the name the server writes into `data-your-value`. The values
 * put in are validated (monitor ID by its pattern, URL by `readApiBase`), so
 * they contain no quote, `$`, backslash, backtick, `%` or space and need no escaping.
 */
export const forms = {
  exampleMonitorId: {kind: 'monitorId', render: asIs},
  shellVariable: {kind: 'monitorId', group: 'shell', variable: true, render: asIs},
  jsTemplate: {kind: 'monitorId', group: 'javascript', variable: true, render: asIs},
  jsExpression: {kind: 'monitorId', group: 'javascript', variable: true, render: singleQuoted},
  goGetenv: {kind: 'monitorId', group: 'go', variable: true, render: doubleQuoted},
  phpGetenv: {kind: 'monitorId', group: 'php', variable: true, render: singleQuoted},
  pythonEnviron: {kind: 'monitorId', group: 'python', variable: true, render: doubleQuoted},
  apiBaseUrl: {kind: 'apiBase', render: asIs},
  apiHost: {kind: 'apiBase', render: (value) => new URL(value).hostname},
} satisfies Record<string, Form>;

export type FormName = keyof typeof forms;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Not followed by more of a host name or word (a final `.` ends a sentence). */
const endOfName = '(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])';

function patterns(configuredApiBase: string): Record<FormName, string> {
  const base = new URL(configuredApiBase);
  const hasPath = base.pathname !== '/' && base.pathname !== '';
  return {
    exampleMonitorId: `(?<![A-Za-z0-9_])${exampleMonitorId}(?![A-Za-z0-9_])`,
    shellVariable: `\\$\\{${v}\\}|\\$${v}(?![A-Za-z0-9_])`,
    jsTemplate: `\\$\\{process\\.env\\.${v}\\}`,
    jsExpression: `(?<![\\w.$])process\\.env\\.${v}(?![\\w$])`,
    goGetenv: `os\\.Getenv\\("${v}"\\)`,
    phpGetenv: `getenv\\((?:'${v}'|"${v}")\\)`,
    pythonEnviron: `os\\.environ\\.get\\("${v}"(?:, "")?\\)|os\\.environ\\["${v}"\\]|os\\.getenv\\("${v}"\\)`,
    apiBaseUrl: `${escapeRegExp(configuredApiBase.replace(/\/+$/, ''))}${endOfName}`,
    // The host alone only when the API has a host of its own (no path).
    apiHost: hasPath ? '(?!)' : `(?<![A-Za-z0-9_./@-])${escapeRegExp(base.hostname)}${endOfName}`,
  };
}

/** One placeholder in a code block: `code.slice(start, end)` is written in `form`. */
export interface Placeholder {
  start: number;
  end: number;
  form: FormName;
}

const compiled = new Map<string, {regex: RegExp; names: FormName[]}>();

function matcher(group: LanguageGroup | undefined, script: boolean, apiBase: string) {
  const key = `${group ?? ''}|${script}|${apiBase}`;
  let entry = compiled.get(key);
  if (!entry) {
    const all = patterns(apiBase);
    const names = (Object.keys(forms) as FormName[]).filter((name) => {
      const form: Form = forms[name];
      return (form.group === undefined || form.group === group) && !(script && form.variable);
    });
    // One capturing group per form, in table order: the leftmost match wins.
    const regex = new RegExp(names.map((name) => `(${all[name]})`).join('|'), 'g');
    entry = {regex, names};
    compiled.set(key, entry);
  }
  return entry;
}

/**
 * Every placeholder of a code block written in `language`, in order and without
 * overlaps. None spans a line break. `configuredApiBase` is the build's API base
 * URL (src/data/urls.ts), which is what the examples show.
 */
export function findPlaceholders(
  code: string,
  language: string | undefined,
  configuredApiBase: string,
): Placeholder[] {
  const group = languageGroups[(language ?? '').toLowerCase()];
  const script = code.startsWith('#!');
  const {regex, names} = matcher(group, script, configuredApiBase);
  const found: Placeholder[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(code); match; match = regex.exec(code)) {
    const index = match.slice(1).findIndex((text) => text !== undefined);
    found.push({start: match.index, end: match.index + match[0].length, form: names[index]!});
  }
  return found;
}

/** The code that replaces a placeholder, or undefined while the reader has not set its value. */
export function replacementFor(form: FormName, values: YourValues): string | undefined {
  const {kind, render}: Form = forms[form];
  const value = values[kind];
  return value ? render(value) : undefined;
}

/** A code block's text with the reader's values in place of its placeholders. */
export function substitute(
  code: string,
  language: string | undefined,
  values: YourValues,
  configuredApiBase: string,
): string {
  if (!values.monitorId && !values.apiBase) return code;
  let out = '';
  let at = 0;
  for (const placeholder of findPlaceholders(code, language, configuredApiBase)) {
    const replacement = replacementFor(placeholder.form, values);
    if (replacement === undefined) continue;
    out += code.slice(at, placeholder.start) + replacement;
    at = placeholder.end;
  }
  return out + code.slice(at);
}

// --- Reading what the reader types ------------------------------------------------

export type ReadResult = {ok: true; value: string | undefined} | {ok: false; error: string};

/** A monitor ID as typed: empty means "not set". */
export function readMonitorId(text: string): ReadResult {
  const trimmed = text.trim();
  if (trimmed === '') return {ok: true, value: undefined};
  if (monitorIdPattern.test(trimmed)) return {ok: true, value: trimmed};
  if (monitorIdPattern.test(trimmed.toLowerCase())) {
    return {ok: false, error: `Monitor IDs are lowercase: ${trimmed.toLowerCase()}.`};
  }
  return {
    ok: false,
    error: `A monitor ID is mon_ followed by 10 lowercase letters or digits, such as ${exampleMonitorId}.`,
  };
}

/** Characters a base URL may keep: none needs quoting in shell, YAML, crontab or any sample language. */
const safeUrl = /^https?:\/\/[A-Za-z0-9._~:[\]-]+(\/[A-Za-z0-9._~/-]*)?$/;

/**
 * An API base URL as typed: absolute http(s), without credentials, query or
 * fragment, returned without a trailing slash. Empty means "not set".
 */
export function readApiBase(text: string): ReadResult {
  const trimmed = text.trim();
  if (trimmed === '') return {ok: true, value: undefined};
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    url = new URL('invalid:');
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname || !/^https?:\/\//i.test(trimmed)) {
    return {
      ok: false,
      error:
        'Enter an absolute URL that starts with https:// or http://, such as https://saturn-proxy.internal.example.',
    };
  }
  if (url.username || url.password) {
    return {
      ok: false,
      error: 'Leave out the user name and password: examples never carry credentials.',
    };
  }
  if (url.search || url.hash || /[?#]/.test(trimmed)) {
    return {ok: false, error: 'A base URL has no query (?) or fragment (#).'};
  }
  const value = url.href.replace(/\/+$/, '');
  if (!safeUrl.test(value)) {
    return {
      ok: false,
      error: 'Use only letters, digits and - . _ ~ : / in the URL (no spaces, quotes, $ or %).',
    };
  }
  return {ok: true, value};
}

/** Stored values, read defensively: anything that is not a valid value is dropped. */
export function parseStoredValues(raw: string | null): YourValues {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const values: YourValues = {};
  if (typeof record.monitorId === 'string') {
    const read = readMonitorId(record.monitorId);
    if (read.ok && read.value) values.monitorId = read.value;
  }
  if (typeof record.apiBase === 'string') {
    const read = readApiBase(record.apiBase);
    if (read.ok && read.value) values.apiBase = read.value;
  }
  return values;
}
