import {describe, expect, it} from 'vitest';
import {extractBlocks, parseFenceMeta} from '../../plugins/docs/fences';
import {checkCrontab, looksLikeCrontab} from '../examples/shell/crontab';
import {classify, expectedExit, shellExamples} from '../examples/shell/index';
import {portabilityProblems, tokenInArguments} from '../examples/shell/portability';

const ids = (code: string, options?: {bsdDate?: boolean}) =>
  portabilityProblems(code, options).map((rule) => rule.id);

describe('fence meta', () => {
  it('keeps the info string after the language and reads its key="value" pairs', () => {
    const [block] = extractBlocks(
      'page.mdx',
      '```bash title="backup.sh" illustrative="needs a Kubernetes cluster"\nkubectl get pods\n```',
    );
    expect(block?.language).toBe('bash');
    expect(parseFenceMeta(block!.meta)).toEqual({
      title: 'backup.sh',
      illustrative: 'needs a Kubernetes cluster',
    });
    expect(parseFenceMeta('showLineNumbers {1,3}')).toEqual({});
  });

  // Docusaurus's code block reads title="..." (/title=(["'])(.*?)\1/), a {1,3} line range and
  // the word showLineNumbers from the meta string (theme-common codeBlockUtils) and ignores the rest.
  it('gives every illustrative block of the docs a one-line reason the code block component ignores', () => {
    const illustrative = shellExamples().filter((example) => example.kind === 'illustrative');
    expect(illustrative.length).toBeGreaterThan(0);
    for (const {block, reason} of illustrative) {
      const where = `${block.file}:${block.line}`;
      expect(reason, where).toMatch(/^[^{}"'\n]{8,120}$/);
      expect(reason, where).not.toMatch(/title=|showLineNumbers/);
    }
  });
});

describe('classify', () => {
  const block = (code: string, meta = '') => ({
    file: 'x.mdx',
    line: 1,
    language: 'bash',
    meta,
    code,
  });
  it('sorts blocks into illustrative, crontab, script and commands', () => {
    expect(classify(block('kubectl get pods', 'illustrative="needs a cluster"')).kind).toBe(
      'illustrative',
    );
    expect(classify(block('PATH=/usr/bin:/bin\n0 3 * * * /usr/local/bin/backup.sh')).kind).toBe(
      'crontab',
    );
    expect(classify(block('#!/usr/bin/env bash\necho hi')).kind).toBe('script');
    expect(
      classify(block('kubectl logs --namespace batch-jobs job/db-backup-1 --container x')).kind,
    ).toBe('commands');
  });
  it('expects the exit code a block ends with', () => {
    expect(expectedExit('#!/bin/sh\necho no\nexit 3\n')).toBe(3);
    expect(expectedExit('saturn run -- job\necho "exit code: $?"')).toBe(0);
  });
});

describe('crontab checks', () => {
  it('accepts a crontab with a PATH line, and absolute commands without one', () => {
    expect(
      checkCrontab(
        'PATH=/usr/local/bin:/usr/bin:/bin\n30 2 * * * wp cron event run --due-now',
        false,
      ).problems,
    ).toEqual([]);
    expect(
      checkCrontab('*/5 * * * * cd /var/www && /usr/local/bin/wp cron event run', false).problems,
    ).toEqual([]);
    // The .deb and .rpm packages install saturn in /usr/bin, on cron's default PATH.
    expect(
      checkCrontab('0 3 * * * saturn run -- /usr/local/bin/backup.sh', false).problems,
    ).toEqual([]);
  });
  it('finds a bare command cron cannot find, an invalid schedule, an unescaped % and a missing user', () => {
    expect(checkCrontab('*/5 * * * * wp cron event run', false).problems.join()).toMatch(/"wp"/);
    expect(checkCrontab('0 3 * * * * /usr/local/bin/x', false).problems.join()).toMatch(/6 fields/);
    expect(
      checkCrontab('0 3 * * * /usr/bin/tar czf /b/$(date +%F).tgz /w', false).problems.join(),
    ).toMatch(/unescaped %/);
    expect(
      checkCrontab('0 3 * * * /usr/bin/tar czf /b/$(date +\\%F).tgz /w', false).problems,
    ).toEqual([]);
    expect(checkCrontab('0 3 * * * /usr/local/bin/backup.sh', true).problems.join()).toMatch(
      /user field/,
    );
    expect(checkCrontab('0 3 * * * root /usr/local/bin/backup.sh', true).problems).toEqual([]);
  });
  it('does not take a command line for a crontab', () => {
    expect(
      looksLikeCrontab(
        'kubectl logs --namespace batch-jobs job/db-backup-29015460 --container saturn',
      ),
    ).toBe(false);
    expect(looksLikeCrontab('SHELL=/bin/bash\n@daily /usr/local/bin/x')).toBe(true);
  });
});

describe('portability rules', () => {
  it('finds an empty array expanded under set -u, and accepts the guarded form', () => {
    const bad = 'set -u\nd=()\ncurl "${d[@]}" x';
    expect(ids(bad)).toContain('empty-array-nounset');
    expect(ids('set -u\nd=()\ncurl ${d[@]+"${d[@]}"} x')).not.toContain('empty-array-nounset');
    expect(ids('d=()\ncurl "${d[@]}" x')).not.toContain('empty-array-nounset');
    expect(ids('set -u\nf=()\nif ((${#f[@]} > 0)); then\n  echo "${f[*]}"\nfi')).toEqual([]);
    const fail = 'set -u\nfail() { echo "$*" >&2; exit 1; }\ns=()\nread -r x && s+=("$x")\n';
    expect(ids(`${fail}((\${#s[@]} > 0)) || fail "none"\nfor x in "\${s[@]}"; do :; done`)).toEqual(
      [],
    );
    expect(ids(`${fail}[[ \${#s[@]} -gt 0 ]] || exit 1\nfor x in "\${s[@]}"; do :; done`)).toEqual(
      [],
    );
    // A count test that does not end the script, an indented one, or an array emptied later guards nothing.
    expect(
      ids(`${fail}((\${#s[@]} > 0)) || echo "none"\n\nfor x in "\${s[@]}"; do :; done`),
    ).toContain('empty-array-nounset');
    expect(
      ids(`${fail}if :; then\n  ((\${#s[@]} > 0)) || fail "none"\nfi\n\necho "\${s[@]}"`),
    ).toContain('empty-array-nounset');
    expect(ids(`${fail}((\${#s[@]} > 0)) || fail "none"\ns=()\n\necho "\${s[@]}"`)).toContain(
      'empty-array-nounset',
    );
  });
  it('finds GNU date and newer-bash constructs', () => {
    expect(ids('started=$(date +%s%3N)')).toContain('date-nanoseconds');
    expect(ids('started=$(date +%s%3N)', {bsdDate: false})).not.toContain('date-nanoseconds');
    expect(ids('echo ${x@Q}')).toContain('transform-operators');
    expect(ids('f() { local -n ref=$1; }')).toContain('nameref');
    expect(ids('mapfile -d "" -t a < f')).toContain('mapfile-delimiter');
    expect(ids('started=$(date +%s)')).toEqual([]);
  });
});

describe('token in arguments', () => {
  it('finds a token that ps would show, and not one in the environment or a builtin', () => {
    expect(tokenInArguments('wp saturn connect --token="$SATURN_TOKEN"')).toHaveLength(1);
    expect(
      tokenInArguments('curl -H "Authorization: Bearer $SATURN_TOKEN" https://x'),
    ).toHaveLength(1);
    expect(
      tokenInArguments('sudo -u b env -i SATURN_TOKEN="$SATURN_TOKEN" saturn doctor'),
    ).toHaveLength(1);
    expect(
      tokenInArguments('wp @shop saturn connect --token="$(cat /etc/saturn/tokens/shop)"'),
    ).toHaveLength(1);
    expect(tokenInArguments('saturn run --token "$(cat /etc/saturn/token)" -- job')).toHaveLength(
      1,
    );
    expect(tokenInArguments('SATURN_TOKEN="$SATURN_TOKEN" saturn doctor')).toEqual([]);
    expect(tokenInArguments('env -i SATURN_TOKEN="$SATURN_TOKEN" saturn doctor')).toEqual([]);
    expect(
      tokenInArguments(
        'printf \'%s\' "$SATURN_TOKEN" | kubectl create secret generic t --from-file=token=/dev/stdin',
      ),
    ).toEqual([]);
    expect(tokenInArguments('if [ -z "${SATURN_TOKEN:-}" ]; then echo no; fi')).toEqual([]);
  });
});
