import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import * as tslibShim from '../../plugins/page-weight/tslib-import-default.mjs';

const root = path.resolve(__dirname, '../..');

describe('the tslib stand-in', () => {
  it('has every tslib helper that @docusaurus/utils-common calls', () => {
    const dir = path.join(root, 'node_modules/@docusaurus/utils-common/lib');
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, helper] of text.matchAll(/tslib_1\.(__\w+)/g)) helpers.add(helper!);
    }
    expect(helpers.size).toBeGreaterThan(0);
    expect([...helpers].filter((helper) => !(helper in tslibShim))).toEqual([]);
  });

  it('returns what tslib returns', async () => {
    const tslib = (await import('tslib')) as {__importDefault: (mod: unknown) => unknown};
    const esModule = {__esModule: true, default: 1};
    const commonJs = {value: 1};
    for (const mod of [esModule, commonJs, null, undefined]) {
      expect(tslibShim.__importDefault(mod)).toEqual(tslib.__importDefault(mod));
    }
    expect(tslibShim.__importDefault(esModule)).toBe(esModule);
  });
});
