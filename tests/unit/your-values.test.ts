/**
 * The "Your values" rule (src/lib/your-values.ts): which placeholder strings
 * become the reader's monitor ID and API base URL, that the generated API samples
 * still parse afterwards and keep $SATURN_TOKEN, and how typed values are checked.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {Engine} from 'php-parser';
import {describe, expect, it} from 'vitest';

import {defaultUrls} from '../../src/data/urls';
import {
  exampleMonitorId,
  findPlaceholders,
  forms,
  monitorIdPattern,
  parseStoredValues,
  hostNameProblem,
  readApiBase,
  readMonitorId,
  replacementFor,
  substitute,
  type YourValues,
} from '../../src/lib/your-values';
import {loadSpec, siteApiData} from '../helpers/openapi-spec';

const apiBase = defaultUrls.apiBase;
const mine: YourValues = {
  monitorId: 'mon_a1b2c3d4e5',
  apiBase: 'https://saturn-proxy.internal.example/saturn',
};

describe('the placeholders match openapi.yaml', () => {
  const {components} = loadSpec() as {
    components: {
      parameters: {MonitorId: {example: string}};
      schemas: {MonitorIdValue: {pattern: string}};
    };
  };
  it('uses the example and the pattern of a monitor ID', () => {
    expect(components.parameters.MonitorId.example).toBe(exampleMonitorId);
    expect(components.schemas.MonitorIdValue.pattern).toBe(monitorIdPattern.source);
    expect(monitorIdPattern.test(exampleMonitorId)).toBe(true);
  });
});

describe('findPlaceholders and substitute', () => {
  const cases: [string, string, string, string][] = [
    [
      'bash',
      'saturn run --monitor mon_8f3k2j5h1q -- backup.sh',
      'exampleMonitorId',
      'saturn run --monitor mon_a1b2c3d4e5 -- backup.sh',
    ],
    [
      'text',
      'SATURN_MONITOR_ID=mon_8f3k2j5h1q',
      'exampleMonitorId',
      'SATURN_MONITOR_ID=mon_a1b2c3d4e5',
    ],
    [
      'yaml',
      'saturn.example/monitor-id: "mon_8f3k2j5h1q"',
      'exampleMonitorId',
      'saturn.example/monitor-id: "mon_a1b2c3d4e5"',
    ],
    [
      'bash',
      'saturn doctor --monitor "$SATURN_MONITOR_ID"',
      'shellVariable',
      'saturn doctor --monitor "mon_a1b2c3d4e5"',
    ],
    ['bash', 'echo "${SATURN_MONITOR_ID}x"', 'shellVariable', 'echo "mon_a1b2c3d4e5x"'],
    [
      'javascript',
      'const url = `https://api.saturn.example/api/ping/${process.env.SATURN_MONITOR_ID}/start`;',
      'jsTemplate',
      'const url = `https://saturn-proxy.internal.example/saturn/api/ping/mon_a1b2c3d4e5/start`;',
    ],
    [
      'typescript',
      'const id = process.env.SATURN_MONITOR_ID;',
      'jsExpression',
      "const id = 'mon_a1b2c3d4e5';",
    ],
    [
      'go',
      'url := "https://api.saturn.example/api/ping/" + os.Getenv("SATURN_MONITOR_ID") + "/fail"',
      'goGetenv',
      'url := "https://saturn-proxy.internal.example/saturn/api/ping/" + "mon_a1b2c3d4e5" + "/fail"',
    ],
    [
      'php',
      "$url = 'https://api.saturn.example/api/ping/' . getenv('SATURN_MONITOR_ID') . '/start';",
      'phpGetenv',
      "$url = 'https://saturn-proxy.internal.example/saturn/api/ping/' . 'mon_a1b2c3d4e5' . '/start';",
    ],
    [
      'python',
      'url = "https://api.saturn.example/api/ping/" + os.environ.get("SATURN_MONITOR_ID", "")',
      'pythonEnviron',
      'url = "https://saturn-proxy.internal.example/saturn/api/ping/" + "mon_a1b2c3d4e5"',
    ],
    [
      'yaml',
      'apiUrl: https://api.saturn.example',
      'apiBaseUrl',
      'apiUrl: https://saturn-proxy.internal.example/saturn',
    ],
    [
      'bash',
      'getent hosts api.saturn.example',
      'apiHost',
      'getent hosts saturn-proxy.internal.example',
    ],
  ];
  it.each(cases)('%s: %s', (language, code, form, expected) => {
    expect(findPlaceholders(code, language, apiBase).map((p) => p.form)).toContain(form);
    expect(substitute(code, language, mine, apiBase)).toBe(expected);
  });

  it('leaves other monitor IDs, variable names and lookalike hosts alone', () => {
    const code = [
      'saturn run --monitor mon_2b7d9x4c1v -- rotate.sh',
      '- name: SATURN_MONITOR_ID',
      'echo $SATURN_MONITOR_IDS mon_8f3k2j5h1qx xmon_8f3k2j5h1q',
      'PING_URL: https://api.saturn.example/api/ping/${{ vars.SATURN_MONITOR_ID }}',
      'curl https://api.saturn.example.com/ https://status.saturn.example/',
      'dig sub.api.saturn.example',
    ].join('\n');
    const changed = substitute(code, 'bash', mine, apiBase);
    expect(changed).toBe(
      code.replace(
        'https://api.saturn.example/api/ping/${{',
        'https://saturn-proxy.internal.example/saturn/api/ping/${{',
      ),
    );
  });

  it('never touches the token', () => {
    const code =
      'curl -H "Authorization: Bearer $SATURN_TOKEN" "https://api.saturn.example/api/ping/$SATURN_MONITOR_ID/start"';
    expect(substitute(code, 'bash', mine, apiBase)).toBe(
      'curl -H "Authorization: Bearer $SATURN_TOKEN" "https://saturn-proxy.internal.example/saturn/api/ping/mon_a1b2c3d4e5/start"',
    );
  });

  it('keeps variable references in #! scripts, which read them from their environment', () => {
    const script =
      '#!/bin/bash\nPING_URL="https://api.saturn.example/api/ping/${SATURN_MONITOR_ID}"\n# e.g. mon_8f3k2j5h1q';
    expect(findPlaceholders(script, 'bash', apiBase).map((p) => p.form)).toEqual([
      'apiBaseUrl',
      'exampleMonitorId',
    ]);
    expect(substitute(script, 'bash', mine, apiBase)).toBe(
      '#!/bin/bash\nPING_URL="https://saturn-proxy.internal.example/saturn/api/ping/${SATURN_MONITOR_ID}"\n# e.g. mon_a1b2c3d4e5',
    );
  });

  it('looks for a language form only in its language', () => {
    expect(
      findPlaceholders('os.Getenv("SATURN_MONITOR_ID") $SATURN_MONITOR_ID', 'yaml', apiBase),
    ).toEqual([]);
  });

  it('substitutes only the values that are set', () => {
    const code = 'curl https://api.saturn.example/api/ping/mon_8f3k2j5h1q/start';
    expect(substitute(code, 'bash', {monitorId: mine.monitorId}, apiBase)).toBe(
      'curl https://api.saturn.example/api/ping/mon_a1b2c3d4e5/start',
    );
    expect(substitute(code, 'bash', {}, apiBase)).toBe(code);
    expect(replacementFor('apiHost', {monitorId: mine.monitorId})).toBeUndefined();
  });

  it('follows a configured API base URL, and looks for its host only when it has no path', () => {
    const custom = 'https://saturn.corp.example/api-gateway';
    const code =
      'curl https://saturn.corp.example/api-gateway/api/monitors; getent hosts saturn.corp.example';
    expect(findPlaceholders(code, 'bash', custom).map((p) => p.form)).toEqual(['apiBaseUrl']);
  });

  it('finds no placeholder across a line break', () => {
    for (const p of findPlaceholders('a mon_8f3k2j5h1q\n$SATURN_MONITOR_ID\n', 'bash', apiBase)) {
      expect('a mon_8f3k2j5h1q\n$SATURN_MONITOR_ID\n'.slice(p.start, p.end)).not.toContain('\n');
    }
  });

  it('has a replacement for every form', () => {
    for (const form of Object.keys(forms) as (keyof typeof forms)[]) {
      expect(replacementFor(form, mine)).toBeTruthy();
    }
  });
});

describe('the API samples with your values', () => {
  const data = siteApiData(apiBase);
  const php = new Engine({
    parser: {php8: true, suppressErrors: false},
    ast: {withPositions: false},
  });
  const samples = Object.values(data.operations).flatMap((op) =>
    op.samples.map((sample) => [op.operationId, sample.language, sample.code] as const),
  );

  it.each(samples)('%s in %s uses the values and keeps $SATURN_TOKEN', (_id, language, code) => {
    const out = substitute(code, language, mine, apiBase);
    expect(out).not.toContain(apiBase);
    expect(out).toContain(mine.apiBase);
    if (code.includes('SATURN_MONITOR_ID')) {
      expect(out).not.toContain('SATURN_MONITOR_ID');
      expect(out).toContain(mine.monitorId);
    }
    expect(out.match(/SATURN_TOKEN/g)?.length).toBe(code.match(/SATURN_TOKEN/g)?.length);
  });

  it.each(samples)('%s in %s still parses with the values', (_id, language, code) => {
    const out = substitute(code, language, mine, apiBase);
    if (language === 'bash') {
      expect(() => execFileSync('bash', ['-n'], {input: out})).not.toThrow();
    } else if (language === 'javascript') {
      const file = ts.createSourceFile('sample.ts', out, ts.ScriptTarget.Latest, true);
      const diagnostics = (file as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics;
      expect(diagnostics).toEqual([]);
    } else if (language === 'php') {
      expect(() => php.parseCode(out, 'sample.php')).not.toThrow();
    } else if (language === 'python') {
      expect(() =>
        execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], {
          input: out,
        }),
      ).not.toThrow();
    } else if (language === 'go') {
      expect(() => execFileSync('gofmt', ['-e'], {input: out, stdio: 'pipe'})).not.toThrow();
    }
  });
});

describe('readMonitorId', () => {
  it('accepts an ID, trimmed, and treats empty as not set', () => {
    expect(readMonitorId(' mon_a1b2c3d4e5 ')).toEqual({ok: true, value: 'mon_a1b2c3d4e5'});
    expect(readMonitorId('  ')).toEqual({ok: true, value: undefined});
  });
  it.each(['mon_123', 'inc_a1b2c3d4e5', 'mon_a1b2c3d4e5f', '$(rm -rf ~)', 'mon_a1b2c3d4e"'])(
    'rejects %s with a message that shows the format',
    (text) => {
      const read = readMonitorId(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toContain(exampleMonitorId);
    },
  );
  it('says when only the case is wrong', () => {
    expect(readMonitorId('MON_A1B2C3D4E5')).toEqual({
      ok: false,
      error: 'Monitor IDs are lowercase: mon_a1b2c3d4e5.',
    });
  });
});

describe('readApiBase', () => {
  it.each([
    ['https://saturn-proxy.internal.example/', 'https://saturn-proxy.internal.example'],
    ['http://10.0.0.5:8080/saturn/', 'http://10.0.0.5:8080/saturn'],
    ['HTTPS://Proxy.Example', 'https://proxy.example'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
  ])('accepts %s as %s', (text, value) => {
    expect(readApiBase(text)).toEqual({ok: true, value});
  });
  it.each([
    ['saturn-proxy.internal.example', 'starts with https://'],
    ['ftp://proxy.example', 'starts with https://'],
    ['javascript:alert(1)', 'starts with https://'],
    ['https://user:secret@proxy.example', 'credentials'],
    ['https://proxy.example/?a=1', 'query'],
    ['https://proxy.example/#x', 'fragment'],
    ['https://proxy.example/a$b', 'no spaces, quotes, $ or %'],
    ["https://proxy.example/it's", 'no spaces, quotes, $ or %'],
    ['https://proxy.example/a%20b', 'no spaces, quotes, $ or %'],
    ['http://proxy.example:0/', 'A port is a number from 1 to 65535; got 0.'],
    ['http://proxy.example:70000/', 'A port is a number from 1 to 65535; got 70000.'],
  ])('rejects %s', (text, words) => {
    const read = readApiBase(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(words);
  });
});

describe('readApiBase checks the host as DNS allows it (RFC 1035, RFC 1123)', () => {
  const label63 = 'a'.repeat(63);
  it.each([
    [`https://${label63}.example`],
    // 253 characters: four labels of 63, 62 and 61 characters with their dots.
    [`https://${label63}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`],
    ['https://xn--bcher-kva.example'],
    ['https://bücher.example'],
    ['http://10.0.0.5:8080'],
    ['http://[::1]:9000'],
    ['https://proxy.example.'],
  ])('accepts %s', (text) => {
    expect(readApiBase(text).ok).toBe(true);
  });

  it.each([
    // A 5,000-character label used to be saved.
    [
      `https://${'a'.repeat(5000)}.example`,
      'Each part of a host name between dots is at most 63 characters; "aaaaaaaaaaaaaaaaaaaa..." has 5000.',
    ],
    [
      `https://${'a'.repeat(64)}.example`,
      'Each part of a host name between dots is at most 63 characters; "aaaaaaaaaaaaaaaaaaaa..." has 64.',
    ],
    [
      `https://${`${label63}.`.repeat(4)}example`,
      'A host name is at most 253 characters; this one has 263.',
    ],
    ['https://a..example', 'A host name has no empty part between two dots.'],
    [
      'https://saturn_proxy.example',
      '"saturn_proxy" is not a part of a host name: use letters, digits and hyphens, with a letter or digit first and last.',
    ],
    [
      'https://-proxy.example',
      '"-proxy" is not a part of a host name: use letters, digits and hyphens, with a letter or digit first and last.',
    ],
  ])('rejects %s', (text, error) => {
    expect(readApiBase(text)).toEqual({ok: false, error});
  });

  it('measures the name as it would be looked up: lowercase, international names in xn-- form', () => {
    expect(hostNameProblem('proxy.example')).toBeNull();
    const letters = 'äöüéèêàçñåøæœłńśźżčďěňřšťůž';
    const label = Array.from({length: 40}, (_, index) => letters[index % letters.length]).join('');
    const long = `${label}.example`;
    // 40 characters as typed, more than 63 in the xn-- form DNS carries.
    expect(label.length).toBe(40);
    expect(new URL(`https://${long}`).hostname.split('.')[0]!.length).toBeGreaterThan(63);
    expect(readApiBase(`https://${long}`).ok).toBe(false);
  });

  it('ignores a stored value that breaks the rules', () => {
    expect(
      parseStoredValues(JSON.stringify({apiBase: `https://${'a'.repeat(64)}.example`})),
    ).toEqual({});
  });
});

describe('parseStoredValues', () => {
  it('reads valid values and drops anything else', () => {
    expect(parseStoredValues(JSON.stringify(mine))).toEqual(mine);
    expect(parseStoredValues(JSON.stringify({monitorId: 'x', apiBase: 'ftp://a'}))).toEqual({});
    expect(parseStoredValues('not json')).toEqual({});
    expect(parseStoredValues('null')).toEqual({});
    expect(parseStoredValues(null)).toEqual({});
  });
});

describe('what every page loads', () => {
  // These run on every page (main bundle); the rule, the DOM swap and the panel must stay
  // behind a dynamic import (plugins/your-values/README.md).
  const everyPage = [
    'plugins/your-values/clientModule.ts',
    'plugins/your-values/store.ts',
    'plugins/your-values/changes.ts',
    'plugins/your-values/NavbarItem.tsx',
    'plugins/your-values/theme/CodeBlock/Buttons/CopyButton/index.tsx',
    'plugins/your-values/theme/NavbarItem/index.tsx',
  ];
  it.each(everyPage)('%s imports neither the rule nor the engine statically', (file) => {
    const source = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    const imports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms)].map(
      (m) => m[1],
    );
    for (const name of imports) {
      expect(name).not.toMatch(/lib\/your-values|\/engine$|\/apply$|\/Dialog$|mark-placeholders$/);
    }
  });
});
