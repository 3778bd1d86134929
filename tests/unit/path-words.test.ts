import {describe, expect, it} from 'vitest';

import {pathWords} from '../../src/lib/path-words';

describe('pathWords', () => {
  it.each([
    ['/get-started/overveiw', 'get started overveiw'],
    ['/get-started//overview/', 'get started overview'],
    ['/monitors/grace_periods.html', 'monitors grace periods'],
    ['/cli/saturn-run.md', 'cli saturn run'],
    ['/caf%C3%A9/r%C3%A9sum%C3%A9', 'café résumé'],
    ['/%E0%A4%A', 'E0 A4 A'],
    ['/', ''],
  ])('%s gives "%s"', (path, words) => {
    expect(pathWords(path)).toBe(words);
  });

  it('keeps a query short', () => {
    expect(pathWords(`/${'word-'.repeat(50)}`).length).toBeLessThanOrEqual(100);
  });
});
