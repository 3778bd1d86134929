/** Loads openapi/openapi.yaml for the tests. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import type {Node} from '../../src/lib/openapi/data';

export const specFile = path.resolve(__dirname, '../../openapi/openapi.yaml');

export function loadSpec(): Node {
  return yaml.load(fs.readFileSync(specFile, 'utf8')) as Node;
}
