/**
 * "Your values": the one rule for putting a reader's monitor ID and API base URL
 * into the code examples. The server marks each placeholder this module finds
 * (plugins/code-blocks/mark-placeholders.tsx), the browser swaps the marked text
 * (plugins/your-values/apply.ts), and the copy button copies
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

/** Longest label of a host name, in characters (RFC 1035 section 2.3.4, kept by RFC 1123). */
export const maxHostLabelLength = 63;
/**
 * Longest host name, in characters: RFC 1035 allows 255 octets in DNS's wire form, which
 * spends one octet on each label's length and one on the empty root label, so 253 in text.
 */
export const maxHostNameLength = 253;

const shortLabel = (label: string): string =>
  label.length > 20 ? `${label.slice(0, 20)}...` : label;

/**
 * What is wrong with a URL's host as DNS reads it, or null. IP addresses pass (the URL parser
 * has checked them). A name is at most 253 characters, each label between dots at most 63, of
 * letters, digits and hyphens, not starting or ending with a hyphen (RFC 1035, RFC 1123
 * section 2.1). `hostname` is the URL's, so it is lowercase and an international name is in its
 * ASCII (xn--) form already.
 */
export function hostNameProblem(hostname: string): string | null {
  if (hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return null;
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  for (const label of name.split('.')) {
    if (label === '') return 'A host name has no empty part between two dots.';
    if (label.length > maxHostLabelLength) {
      return `Each part of a host name between dots is at most ${maxHostLabelLength} characters; "${shortLabel(label)}" has ${label.length}.`;
    }
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label)) {
      return `"${shortLabel(label)}" is not a part of a host name: use letters, digits and hyphens, with a letter or digit first and last.`;
    }
  }
  if (name.length > maxHostNameLength) {
    return `A host name is at most ${maxHostNameLength} characters; this one has ${name.length}.`;
  }
  return null;
}

/** Characters a base URL may keep: none needs quoting in shell, YAML, crontab or any sample language. */
const safeUrl = /^https?:\/\/[A-Za-z0-9._~:[\]-]+(\/[A-Za-z0-9._~/-]*)?$/;

/**
 * An API base URL as typed: absolute http(s), without credentials, query or
 * fragment, with a host name DNS can hold (`hostNameProblem`) and a port from 1 to
 * 65535, returned without a trailing slash. Empty means "not set".
 */
export function readApiBase(text: string): ReadResult {
  const trimmed = text.trim();
  if (trimmed === '') return {ok: true, value: undefined};
  // The URL parser refuses a port above 65535 without saying why; say it here.
  const port = /^https?:\/\/(?:[^/?#@]*@)?(?:\[[^\]]*\]|[^/?#:]*):(\d+)(?:[/?#]|$)/i.exec(
    trimmed,
  )?.[1];
  if (port !== undefined && (Number(port) === 0 || Number(port) > 65535)) {
    return {ok: false, error: `A port is a number from 1 to 65535; got ${Number(port)}.`};
  }
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
  const host = hostNameProblem(url.hostname);
  if (host) return {ok: false, error: host};
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
