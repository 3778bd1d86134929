import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {replacements} from '../../plugins/perf';

const root = path.resolve(__dirname, '../..');

/** Undoes a copy's marked changes: drops "Saturn:" comments and restores "Saturn, was:" lines. */
function undo(copy: string): string {
  return copy
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*) Saturn:/.test(line))
    .map((line) => {
      const changed = /^(\s*).*? \/\/ Saturn, was: (.*)$/.exec(line);
      return changed ? `${changed[1]}${changed[2]}` : line;
    })
    .join('\n');
}

describe.each(replacements)('the copy $copy', ({upstream, copy}) => {
  const text = fs.readFileSync(path.join(root, copy), 'utf8');
  const upstreamName = /Upstream: (\S+)/.exec(text)?.[1];
  const upstreamFile = path.join(root, 'node_modules', upstreamName ?? 'missing');

  it('names the upstream file the plugin replaces', () => {
    expect(upstreamName).toBeDefined();
    expect(upstream.test(upstreamFile)).toBe(true);
  });

  it('is the installed upstream file once its marked changes are undone', () => {
    expect(text).toMatch(/\/\/ Saturn, was: /);
    expect(undo(text)).toBe(fs.readFileSync(upstreamFile, 'utf8'));
  });
});
