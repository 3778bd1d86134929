/**
 * Generates the request samples of an API operation in curl, TypeScript, Go,
 * PHP and Python. Every sample has a timeout and a retry loop, reads secrets
 * and IDs from environment variables, and, for ping calls, never makes the
 * job it watches fail. Pure functions; unit-tested in tests/unit/openapi-samples.test.ts.
 */
import type {CodeSample} from './types';

/** A piece of a URL: literal text, or an environment variable's value. */
export type UrlPart = {text: string} | {env: string};

export interface SampleRequest {
  method: string;
  /** The full URL as parts, e.g. base + `/api/ping/` + $SATURN_MONITOR_ID + `/success`. */
  url: UrlPart[];
  /** JSON body, or undefined for none. */
  body?: unknown;
  /** Ping calls must never fail the job they report on. */
  isPing: boolean;
  timeoutSeconds: number;
  /** Extra attempts after the first one. */
  retries: number;
  /**
   * Pause before each retry, in seconds, one per retry: the schedule of curl's
   * `--retry` (1 s, doubling). A longer `Retry-After` answer replaces the pause.
   */
  backoffSeconds: readonly number[];
}

/** Name of the environment variable that holds the bearer token. */
export const tokenVariable = 'SATURN_TOKEN';

/** `monitorId` -> `SATURN_MONITOR_ID`. */
export function envVariableFor(parameter: string): string {
  return `SATURN_${parameter.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** Splits a path template and query into URL parts, turning `{name}` into variables. */
export function urlParts(
  base: string,
  path: string,
  query: readonly {name: string; value: string | {env: string}}[] = [],
): UrlPart[] {
  const parts: UrlPart[] = [];
  const push = (part: UrlPart): void => {
    const last = parts[parts.length - 1];
    if ('text' in part && last && 'text' in last) last.text += part.text;
    else parts.push({...part});
  };
  push({text: base});
  for (const piece of path.split(/(\{[^}]+\})/)) {
    if (!piece) continue;
    const match = /^\{(.+)\}$/.exec(piece);
    push(match ? {env: envVariableFor(match[1]!)} : {text: piece});
  }
  query.forEach((entry, index) => {
    push({text: `${index === 0 ? '?' : '&'}${encodeURIComponent(entry.name)}=`});
    push(typeof entry.value === 'string' ? {text: encodeURIComponent(entry.value)} : entry.value);
  });
  return parts;
}

function hasBody(request: SampleRequest): boolean {
  return request.body !== undefined;
}

const retryComment = 'Retry only what can succeed later: network errors, 429 and 5xx.';

function pauseList(request: SampleRequest): string {
  return request.backoffSeconds.join(', ');
}

function leadComment(request: SampleRequest, prefix: string): string {
  const lines = request.isPing
    ? [
        `A ping must never fail the job it watches: each attempt gives up after`,
        `${request.timeoutSeconds} s without an answer, network errors, 429 and 5xx are retried ${request.retries} times after`,
        `${pauseList(request)} s (or as long as Retry-After asks), failures are only logged,`,
        `and the job goes on.`,
      ]
    : [
        `Each attempt gives up after ${request.timeoutSeconds} s without an answer; network errors, 429 and 5xx`,
        `answers are retried ${request.retries} times after ${pauseList(request)} s (or as long as Retry-After asks).`,
      ];
  return lines.map((line) => `${prefix} ${line}`).join('\n');
}

// --- curl -------------------------------------------------------------------

function shellSingleQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function shellUrl(parts: UrlPart[]): string {
  let out = '';
  parts.forEach((part, index) => {
    if ('text' in part) {
      out += part.text.replace(/(["\\$`])/g, '\\$1');
    } else {
      const next = parts[index + 1];
      const glued = next && 'text' in next && /^[A-Za-z0-9_]/.test(next.text);
      out += glued ? `\${${part.env}}` : `$${part.env}`;
    }
  });
  return `"${out}"`;
}

/** What a curl ping prints, on stderr, when its last answer is not a 2xx (000: no answer). */
export const curlPingFailure = 'Saturn ping answered';

/**
 * The curl sample. A ping has no `-f`: with it, curl before 7.75.0 stops reading an
 * error answer at its status line, so it never sees a 429's Retry-After and retries
 * after its own 1, 2 and 4 s, inside the rate-limit window (curl issue #6408, fixed by
 * pull request #6409 in 7.75.0). Without `-f`, curl 7.67 and later wait as long as
 * Retry-After asks. `-w` prints the status after the answer; `tail` keeps that line
 * and `grep -v` passes it to stderr only when it is not a 2xx: a ping that works prints
 * nothing, so a crontab with MAILTO sends no mail for it, and one that fails says so.
 * Not `-o /dev/null`: before 8.14.0, curl cannot truncate /dev/null when it retries an
 * answer with a body and stops with exit code 23 (curl issue #17371, fixed by commit
 * 99f5c5c "tool_operate: when retrying, only truncate regular files"). `|| true` keeps
 * the job going. Other calls keep `-f` and print the answer, so that a
 * script reads it and sees an error answer as a non-zero exit code; the API sends them
 * no 429. curl 8.14.0 and 8.14.1 return 0 after an error they do not retry when `--retry`
 * is given (tool_operate.c's retrycheck returned CURLE_OK; curl issue #17554, fixed by commit
 * b42776b in 8.15.0), which the comment of those samples says.
 */
export function curlSample(request: SampleRequest): string {
  // The token goes to curl on standard input (--config -), never in its arguments,
  // which every user of the host can read with ps while curl runs.
  const lines = [`printf 'header = "Authorization: Bearer %s"\\n' "$${tokenVariable}" |`];
  const flags = request.isPing ? `-sS -w '\\n${curlPingFailure} %{http_code}\\n'` : '-fsS';
  const curl = [
    `  curl --config - ${flags} -m ${request.timeoutSeconds} --retry ${request.retries} -X ${request.method}`,
  ];
  if (hasBody(request)) {
    curl.push(`  -H "Content-Type: application/json"`);
    curl.push(`  -d ${shellSingleQuote(JSON.stringify(request.body))}`);
  }
  curl.push(
    `  ${shellUrl(request.url)}${request.isPing ? ` | tail -n 1 | grep -v ' 2[0-9][0-9]$' >&2 || true` : ''}`,
  );
  const comment = [
    `# -m ${request.timeoutSeconds}: each attempt gives up after ${request.timeoutSeconds} s. --retry ${request.retries}: retry timeouts,`,
    `# DNS failures and the answers 429 (curl 7.67+), 500, 502, 503 and 504 after ${pauseList(request)} s.`,
    ...(request.isPing
      ? [
          `# A 429 waits as long as its Retry-After asks. No -f: with it, curl before 7.75.0`,
          `# ignores Retry-After and retries too soon, and the ping is lost.`,
          `# -w adds the answer's status; tail and grep keep it, on stderr, only when it`,
          `# is not 2xx (000: no answer). A ping that works prints nothing, so cron mails`,
          `# nothing for it. (-o /dev/null stops retries before curl 8.14.0.)`,
        ]
      : [
          `# -f: an error answer is an exit code, not output. With -f, curl 7.75.0 and later`,
          `# wait as long as a Retry-After header asks; older versions ignore it. curl 8.14.0`,
          `# and 8.14.1 exit 0 after an error answer they do not retry, such as 401 (curl`,
          `# issue #17554, fixed in 8.15.0): there, read the answer, not the exit code.`,
        ]),
    `# A refused connection needs --retry-connrefused (7.52+).`,
    `# --config -: curl reads the token from standard input, so ps never shows it.`,
    ...(request.isPing ? [`# || true: a failed ping never fails the job.`] : []),
  ]
    .map((line) => `${line}\n`)
    .join('');
  return comment + lines.join('\n') + '\n' + curl.join(' \\\n');
}

// --- JavaScript/TypeScript (valid as both) ---------------------------------------------------------------

function jsUrl(parts: UrlPart[]): string {
  const inner = parts
    .map((part) =>
      'text' in part
        ? part.text.replace(/([`\\])/g, '\\$1').replace(/\$\{/g, '\\${')
        : `\${process.env.${part.env}}`,
    )
    .join('');
  return '`' + inner + '`';
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? line : pad + line))
    .join('\n');
}

export function javascriptSample(request: SampleRequest): string {
  const attempts = request.retries + 1;
  const headers = [`Authorization: \`Bearer \${process.env.${tokenVariable}}\`,`];
  if (hasBody(request)) headers.push(`'Content-Type': 'application/json',`);
  const bodyLines = hasBody(request)
    ? [`const body = ${indent(JSON.stringify(request.body, null, 2), 0)};`]
    : [];
  return [
    leadComment(request, '//'),
    `// Node.js 20 or later; runs as CommonJS, as an ES module and as TypeScript.`,
    `const url = ${jsUrl(request.url)};`,
    ...bodyLines,
    `const pausesSeconds = [${request.backoffSeconds.join(', ')}];`,
    ``,
    `async function send() {`,
    `  for (let attempt = 1; attempt <= ${attempts}; attempt++) {`,
    `    let waitSeconds = pausesSeconds[attempt - 1] ?? 0;`,
    `    const controller = new AbortController();`,
    `    const timer = setTimeout(() => controller.abort(), ${request.timeoutSeconds * 1000});`,
    `    try {`,
    `      const response = await fetch(url, {`,
    `        method: '${request.method}',`,
    `        headers: {`,
    ...headers.map((line) => `          ${line}`),
    `        },`,
    ...(hasBody(request) ? [`        body: JSON.stringify(body),`] : []),
    `        signal: controller.signal,`,
    `      });`,
    `      const text = await response.text();`,
    `      // ${retryComment}`,
    `      if (response.status !== 429 && response.status < 500) {`,
    `        console.log(response.status, text);`,
    `        return;`,
    `      }`,
    `      const retryAfter = Number(response.headers.get('Retry-After'));`,
    `      if (Number.isInteger(retryAfter)) waitSeconds = Math.max(waitSeconds, retryAfter);`,
    `      console.error(\`Saturn answered \${response.status} (attempt \${attempt})\`);`,
    `    } catch (error) {`,
    `      console.error(\`Saturn request failed (attempt \${attempt}):\`, error);`,
    `    } finally {`,
    `      clearTimeout(timer);`,
    `    }`,
    `    if (attempt < ${attempts}) {`,
    `      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));`,
    `    }`,
    `  }`,
    `}`,
    ``,
    `// No top-level await: send() handles its own errors, so nothing escapes.`,
    `send().catch((error) => console.error('Saturn request failed:', error));`,
  ].join('\n');
}

// --- Go -------------------------------------------------------------------------

function goUrl(parts: UrlPart[]): string {
  return parts
    .map((part) => ('text' in part ? JSON.stringify(part.text) : `os.Getenv("${part.env}")`))
    .join(' + ');
}

export function goSample(request: SampleRequest): string {
  const attempts = request.retries + 1;
  const body = hasBody(request);
  const json = JSON.stringify(request.body);
  const rawBody = body && !json.includes('`');
  const imports = [
    ...(body ? ['"bytes"'] : []),
    '"fmt"',
    '"io"',
    '"net/http"',
    '"os"',
    '"strconv"',
    '"time"',
  ];
  return [
    `package main`,
    ``,
    `import (`,
    ...imports.map((name) => `\t${name}`),
    `)`,
    ``,
    `func main() {`,
    `\turl := ${goUrl(request.url)}`,
    ...(body ? [`\tbody := []byte(${rawBody ? '`' + json + '`' : JSON.stringify(json)})`] : []),
    leadComment(request, '\t//'),
    `\tclient := &http.Client{Timeout: ${request.timeoutSeconds} * time.Second}`,
    `\tpauses := []int{${request.backoffSeconds.join(', ')}}`,
    ``,
    `\tfor attempt := 1; attempt <= ${attempts}; attempt++ {`,
    `\t\twait := 0`,
    `\t\tif attempt <= len(pauses) {`,
    `\t\t\twait = pauses[attempt-1]`,
    `\t\t}`,
    `\t\trequest, err := http.NewRequest("${request.method}", url, ${body ? 'bytes.NewReader(body)' : 'nil'})`,
    `\t\tif err != nil {`,
    `\t\t\tfmt.Fprintln(os.Stderr, "saturn:", err)`,
    `\t\t\treturn`,
    `\t\t}`,
    `\t\trequest.Header.Set("Authorization", "Bearer "+os.Getenv("${tokenVariable}"))`,
    ...(body ? [`\t\trequest.Header.Set("Content-Type", "application/json")`] : []),
    ``,
    `\t\tresponse, err := client.Do(request)`,
    `\t\tif err == nil {`,
    `\t\t\tanswer, _ := io.ReadAll(response.Body)`,
    `\t\t\tresponse.Body.Close()`,
    `\t\t\t// ${retryComment}`,
    `\t\t\tif response.StatusCode != http.StatusTooManyRequests && response.StatusCode < 500 {`,
    `\t\t\t\tfmt.Println(response.StatusCode, string(answer))`,
    `\t\t\t\treturn`,
    `\t\t\t}`,
    `\t\t\tif seconds, err := strconv.Atoi(response.Header.Get("Retry-After")); err == nil && seconds > wait {`,
    `\t\t\t\twait = seconds`,
    `\t\t\t}`,
    `\t\t\terr = fmt.Errorf("HTTP %d", response.StatusCode)`,
    `\t\t}`,
    `\t\tfmt.Fprintf(os.Stderr, "saturn: attempt %d failed: %v\\n", attempt, err)`,
    `\t\tif attempt < ${attempts} {`,
    `\t\t\ttime.Sleep(time.Duration(wait) * time.Second)`,
    `\t\t}`,
    `\t}`,
    `}`,
  ].join('\n');
}

// --- PHP --------------------------------------------------------------------------

function phpString(text: string): string {
  if (!/[\n\r\t]/.test(text)) return `'${text.replace(/(['\\])/g, '\\$1')}'`;
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\$/g, '\\$')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

/** A PHP literal for a JSON value, e.g. `['durationMs' => 8412]`. */
export function phpLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return phpString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${phpLiteral(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries
    .map(([key, item]) => `${pad}${phpString(key)} => ${phpLiteral(item, depth + 1)},`)
    .join('\n')}\n${close}]`;
}

function phpUrl(parts: UrlPart[]): string {
  return parts
    .map((part) => ('text' in part ? phpString(part.text) : `getenv('${part.env}')`))
    .join(' . ');
}

export function phpSample(request: SampleRequest): string {
  const attempts = request.retries + 1;
  const body = hasBody(request);
  return [
    `<?php`,
    leadComment(request, '//'),
    `// Uses PHP's built-in HTTP streams, so it needs no curl extension.`,
    `$url = ${phpUrl(request.url)};`,
    ...(body ? [`$body = json_encode(${phpLiteral(request.body)});`] : []),
    `$pauses = [${request.backoffSeconds.join(', ')}];`,
    ``,
    `for ($attempt = 1; $attempt <= ${attempts}; $attempt++) {`,
    `    $wait = $pauses[$attempt - 1] ?? 0;`,
    `    $context = stream_context_create(['http' => [`,
    `        'method' => '${request.method}',`,
    `        'header' => [`,
    `            'Authorization: Bearer ' . getenv('${tokenVariable}'),`,
    ...(body ? [`            'Content-Type: application/json',`] : []),
    `        ],`,
    ...(body ? [`        'content' => $body,`] : []),
    `        'timeout' => ${request.timeoutSeconds},`,
    `        'ignore_errors' => true,`,
    `    ]]);`,
    `    $stream = @fopen($url, 'r', false, $context);`,
    `    if ($stream === false) {`,
    `        $error = error_get_last()['message'] ?? 'no connection';`,
    `    } else {`,
    `        $answer = stream_get_contents($stream);`,
    `        $status = 0;`,
    `        foreach (stream_get_meta_data($stream)['wrapper_data'] as $line) {`,
    `            if (preg_match('{^HTTP/\\S+ (\\d{3})}', $line, $match)) {`,
    `                $status = (int) $match[1];`,
    `            } elseif (preg_match('/^Retry-After:\\s*(\\d+)\\s*$/i', $line, $match)) {`,
    `                $wait = max($wait, (int) $match[1]);`,
    `            }`,
    `        }`,
    `        fclose($stream);`,
    `        // ${retryComment}`,
    `        if ($status !== 0 && $status !== 429 && $status < 500) {`,
    `            echo $status, ' ', $answer, PHP_EOL;`,
    `            break;`,
    `        }`,
    `        $error = "HTTP $status";`,
    `    }`,
    `    fwrite(STDERR, "saturn: attempt $attempt failed: $error" . PHP_EOL);`,
    `    if ($attempt < ${attempts}) {`,
    `        sleep($wait);`,
    `    }`,
    `}`,
  ].join('\n');
}

// --- Python -------------------------------------------------------------------------

/** A Python literal for a JSON value, e.g. `{"durationMs": 8412}`. */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`)
    .join('\n')}\n${close}}`;
}

function pythonUrl(parts: UrlPart[]): string {
  return parts
    .map((part) =>
      'text' in part ? JSON.stringify(part.text) : `os.environ.get("${part.env}", "")`,
    )
    .join(' + ');
}

export function pythonSample(request: SampleRequest): string {
  const attempts = request.retries + 1;
  const body = hasBody(request);
  return [
    `import os`,
    `import sys`,
    `import time`,
    ``,
    `import requests`,
    ``,
    leadComment(request, '#'),
    `# Needs requests: pip install requests, or Debian's python3-requests.`,
    `url = ${pythonUrl(request.url)}`,
    `headers = {"Authorization": "Bearer " + os.environ.get("${tokenVariable}", "")}`,
    ...(body ? [`payload = ${pythonLiteral(request.body)}`] : []),
    `pauses = [${request.backoffSeconds.join(', ')}]`,
    ``,
    `for attempt in range(1, ${attempts + 1}):`,
    `    wait = pauses[attempt - 1] if attempt <= len(pauses) else 0`,
    `    try:`,
    `        response = requests.request(`,
    `            "${request.method}", url, headers=headers,${body ? ' json=payload,' : ''} timeout=${request.timeoutSeconds}`,
    `        )`,
    `        # ${retryComment}`,
    `        if response.status_code != 429 and response.status_code < 500:`,
    `            print(response.status_code, response.text)`,
    `            break`,
    `        retry_after = response.headers.get("Retry-After", "")`,
    `        if retry_after.isdigit():`,
    `            wait = max(wait, int(retry_after))`,
    `        print(f"saturn: attempt {attempt} got HTTP {response.status_code}", file=sys.stderr)`,
    `    except requests.RequestException as error:`,
    `        print(f"saturn: attempt {attempt} failed: {error}", file=sys.stderr)`,
    `    if attempt < ${attempts}:`,
    `        time.sleep(wait)`,
  ].join('\n');
}

/** Every sample of one request, in tab order. */
export function allSamples(request: SampleRequest): CodeSample[] {
  return [
    {language: 'bash', label: 'curl', code: curlSample(request)},
    {language: 'javascript', label: 'JavaScript/TypeScript', code: javascriptSample(request)},
    {language: 'go', label: 'Go', code: goSample(request)},
    {language: 'php', label: 'PHP', code: phpSample(request)},
    {language: 'python', label: 'Python', code: pythonSample(request)},
  ];
}
