/**
 * A page's browser bundle carries every `src/data` module it imports, whole, with what that
 * module imports (README, "Facts and URLs live in one place"). The basic modules, which most
 * pages import, therefore import no topic module: when `schedules.ts` imported `kubernetes.ts`
 * (and it `cli.ts`), the overview page loaded 11.6 KiB gzip of data it never showed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const dataDir = path.resolve(__dirname, '../../src/data');

/** The `src/data` modules a module imports values from (type-only imports cost nothing). */
function dataImports(file: string): string[] {
  const source = fs.readFileSync(path.join(dataDir, file), 'utf8');
  return [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '\.\/([\w-]+)'/gms)].map(
    (match) => `${match[1]}.ts`,
  );
}

const basic: Record<string, string[]> = {
  'facts.ts': [],
  'schedules.ts': [],
  'roles.ts': ['facts.ts'],
};

describe('basic data modules', () => {
  it.each(Object.entries(basic))('%s imports only %j', (file, allowed) => {
    expect(dataImports(file).filter((name) => !allowed.includes(name))).toEqual([]);
  });

  it('the check reads imports and re-exports', () => {
    expect(dataImports('kubernetes.ts')).toEqual(['facts.ts', 'redaction-limits.ts']);
    expect(dataImports('cli.ts')).toEqual([
      'facts.ts',
      'redaction-limits.ts',
      'roles.ts',
      'urls.ts',
      'facts.ts',
    ]);
  });
});
