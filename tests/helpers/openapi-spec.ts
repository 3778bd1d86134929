/** Loads openapi/openapi.yaml for the unit tests and the examples harness. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {buildApiData, type Node} from '../../plugins/api-reference/openapi/data';
import type {ApiData} from '../../plugins/api-reference/openapi/types';
import {apiCalls} from '../../src/data/api-calls';
import {cliRetryBackoffSeconds} from '../../src/data/cli';
import {pingClient} from '../../src/data/facts';

export const specFile = path.resolve(__dirname, '../../openapi/openapi.yaml');

export function loadSpec(file: string = specFile): Node {
  return yaml.load(fs.readFileSync(file, 'utf8')) as Node;
}

/**
 * The API data the site builds (plugins/api-reference) from `file` (this repository's spec by
 * default), with `apiBase` in place of the configured URL.
 */
export function siteApiData(apiBase: string, file: string = specFile): ApiData {
  return buildApiData(loadSpec(file), {
    apiBase,
    specPath: '/openapi.yaml',
    timeoutSeconds: pingClient.timeoutSeconds,
    retries: pingClient.retries,
    backoffSeconds: cliRetryBackoffSeconds,
    calls: apiCalls,
  });
}
