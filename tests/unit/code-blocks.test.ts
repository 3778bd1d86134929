import {describe, expect, it} from 'vitest';

import {extractBlocks, type CodeBlock} from '../../plugins/docs/fences';
import {checkBlock} from '../checks/code-blocks';

const block = (language: string, code: string): CodeBlock => ({
  file: 'x.mdx',
  line: 1,
  language,
  meta: '',
  code,
});

describe('extractBlocks', () => {
  it('finds fenced blocks with their language, including indented ones inside tabs', () => {
    const source = [
      'Intro',
      '```bash title="run.sh"',
      'echo hi',
      '```',
      '  <TabItem>',
      '  ```json',
      '  {"a": 1}',
      '  ```',
      '````text',
      '```',
      'nested',
      '````',
      '```',
      'no language',
      '```',
    ].join('\n');
    const blocks = extractBlocks('page.mdx', source);
    expect(blocks.map((b) => [b.language, b.code, b.line])).toEqual([
      ['bash', 'echo hi', 2],
      ['json', '{"a": 1}', 6],
      ['text', '```\nnested', 9],
      ['', 'no language', 13],
    ]);
  });
});

describe('checkBlock', () => {
  it.each([
    ['bash', 'if true; then echo ok; fi'],
    ['json', '{"received": true}'],
    ['yaml', 'a: 1\n---\nb: [1, 2]'],
    ['typescript', 'const n: number = 1;\nexport {n};'],
    ['javascript', 'fetch("/x").then((r) => r.json());'],
    ['go', 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("ok") }'],
    ['php', '<?php\n$ch = curl_init("https://x");\necho "ok";'],
    ['python', 'import requests\nprint("ok")'],
    ['ini', '[cron]\nkey = value\n; comment'],
    ['text', 'anything at all {'],
  ])('accepts valid %s', async (language, code) => {
    expect(await checkBlock(block(language, code))).toBeNull();
  });

  it.each([
    ['bash', 'if true; then echo ok'],
    ['json', '{"a": 1,}'],
    ['yaml', 'a: [1, 2'],
    ['typescript', 'const n: number = ;'],
    ['javascript', 'function ( {'],
    ['go', 'package main\n\nfunc main() { fmt.Println("ok" }'],
    ['go', 'func main() {}'],
    ['php', '<?php\n$x = ;'],
    ['php', 'echo "no open tag";'],
    ['python', 'def f(:\n  pass'],
    ['ini', 'just words'],
    ['ruby', 'puts 1'],
    ['', 'echo hi'],
  ])('rejects invalid %s', async (language, code) => {
    expect(await checkBlock(block(language, code))).toEqual(expect.any(String));
  });
});
