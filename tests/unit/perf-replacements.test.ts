import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');

describe("plugins/perf's copy of theme-common's reactUtils.js", () => {
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  const upstream = fs.readFileSync(path.join(themeCommonLib, 'utils/reactUtils.js'), 'utf8');
  const copy = fs.readFileSync(path.join(root, 'plugins/perf/theme-common-react-utils.js'), 'utf8');
  const upstreamSort = '    deps.sort((a, b) => a[0].localeCompare(b[0]));';

  it('is the installed version with only its header and the sort changed', () => {
    expect(upstream, 'the line the copy replaces is still upstream').toContain(upstreamSort);
    const copyLines = copy.split('\n');
    const sortAt = copyLines.findIndex((line) => line.includes('deps.sort('));
    const ourSort = copyLines[sortAt]!;
    expect(ourSort).not.toContain('localeCompare');
    // Undo our changes: the header paragraph after the first line, the comment and the sort.
    const headerEnd = copyLines.indexOf(' * Copyright (c) Facebook, Inc. and its affiliates.');
    const undone = [
      copyLines[0],
      ...copyLines.slice(headerEnd, sortAt - 3),
      upstreamSort,
      ...copyLines.slice(sortAt + 1),
    ].join('\n');
    expect(copyLines.slice(sortAt - 3, sortAt).every((line) => line.trim().startsWith('//'))).toBe(
      true,
    );
    expect(undone).toBe(upstream);
  });

  it('gives the same order whatever order the keys come in', () => {
    const keys = ['props', 'component', 'children', 'className', 'Z', 'a-b', 'a_b'];
    const ours = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(new Set(ours)).toEqual(new Set(keys));
    // Any stable total order works for memo dependencies; it only has to be the same each render.
    expect([...keys].reverse().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ours);
  });
});
