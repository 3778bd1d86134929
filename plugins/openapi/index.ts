/**
 * Local Docusaurus plugin: reads `openapi/openapi.yaml` at build time and
 *  - generates the data of the ApiExample, SchemaFields and ErrorTable
 *    components (`@generated/saturn-openapi/default/api-data.json`), with
 *    the configured API base URL in every sample;
 *  - serves the OpenAPI file at `/openapi.yaml`, its server URL rewritten to
 *    the configured API base URL;
 *  - keeps the Redoc-rendered reference free of third-party requests (see
 *    `redoc-logo-loader.cjs`) and styled in dark mode before Redoc runs
 *    (`redoc-dark-styles-loader.cjs`).
 * The logic lives in `src/lib/openapi/` (pure, unit-tested); this file is I/O.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {buildApiData, type Node} from '../../src/lib/openapi/data';
import {servedSpecText} from '../../src/lib/openapi/served';
import type {ApiData} from '../../src/lib/openapi/types';
import {pingClient} from '../../src/data/facts';
import {cliRetryBackoffSeconds} from '../../src/data/cli';
import {webhookSignature} from '../../src/data/webhooks';
import {signatureHeader} from '../../src/lib/webhooks/signature';
import type {SiteUrls} from '../../src/data/urls';

export interface OpenApiExamplesOptions {
  /** The OpenAPI file, relative to the site directory. */
  specFile: string;
  /** Where the file is served on this site. */
  specPath: string;
}

interface Content {
  data: ApiData;
  served: string;
}

function readOptions(raw: unknown): OpenApiExamplesOptions {
  const options = (raw ?? {}) as Partial<OpenApiExamplesOptions>;
  if (typeof options.specFile !== 'string' || typeof options.specPath !== 'string') {
    throw new Error('saturn-openapi plugin: set both specFile and specPath.');
  }
  return {specFile: options.specFile, specPath: options.specPath};
}

export default function openapiExamplesPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin<Content> {
  const options = readOptions(rawOptions);
  const specFile = path.resolve(context.siteDir, options.specFile);
  const urls = context.siteConfig.customFields?.urls as SiteUrls;
  return {
    name: 'saturn-openapi',
    async loadContent() {
      const text = await fs.readFile(specFile, 'utf8');
      const spec = yaml.load(text) as Node;
      const data = buildApiData(spec, {
        apiBase: urls.apiBase,
        specPath: options.specPath,
        timeoutSeconds: pingClient.timeoutSeconds,
        retries: pingClient.retries,
        backoffSeconds: cliRetryBackoffSeconds,
      });
      // Sign each webhook example with the example secret, timestamped at the event's createdAt.
      for (const webhook of Object.values(data.webhooks)) {
        const body = webhook.example as {createdAt: string};
        const rawBody = JSON.stringify(body);
        const timestamp = Math.floor(Date.parse(body.createdAt) / 1000);
        webhook.signed = {
          rawBody,
          timestamp,
          header: signatureHeader(webhookSignature.exampleSecret, timestamp, rawBody),
        };
      }
      return {data, served: servedSpecText(text, urls.apiBase)};
    },
    async contentLoaded({content, actions}) {
      await actions.createData('api-data.json', JSON.stringify(content.data));
    },
    async postBuild({content, outDir}) {
      await fs.writeFile(path.join(outDir, options.specPath.replace(/^\//, '')), content.served);
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]redoc[\\/]bundles[\\/]redoc(\.browser)?\.lib\.js$/,
              use: [{loader: path.join(context.siteDir, 'plugins/openapi/redoc-logo-loader.cjs')}],
            },
            {
              test: /[\\/]docusaurus-theme-redoc[\\/]dist[\\/]theme[\\/]Redoc[\\/](Server)?Styles\.js$/,
              use: [
                {
                  loader: path.join(
                    context.siteDir,
                    'plugins/openapi/redoc-dark-styles-loader.cjs',
                  ),
                },
              ],
            },
          ],
        },
      };
    },
    getPathsToWatch() {
      return [specFile];
    },
  };
}
