/**
 * The API reference plugin. At build time (Node) it reads `openapi/openapi.yaml` and
 *  - generates the data of the API components, one module per kind of component
 *    (`@generated/saturn-openapi/default/{examples,errors,schemas,webhooks}.json`),
 *    with the configured API base URL in every sample; `api-data.json`, all of it,
 *    is for tests/contract and no page imports it;
 *  - generates the layout of the reference page (`reference.json`, and
 *    `reference-outline.json`, what the page needs to hydrate) and adds the route
 *    `/api/reference`, rendered by `ApiReferencePage` on the server and in the browser;
 *  - serves the OpenAPI file at `/openapi.yaml`, its server URL rewritten to the
 *    configured API base URL.
 * The logic lives in `openapi/` (pure, unit-tested); this file is I/O. See README.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {buildApiData, splitApiData, type Node} from './openapi/data';
import {buildReference, referenceOutline, type ReferenceModel} from './openapi/reference';
import {servedSpecText} from './openapi/served';
import type {ApiData} from './openapi/types';
import {apiCalls} from '../../src/data/api-calls';
import {pingClient} from '../../src/data/facts';
import {cliRetryBackoffSeconds} from '../../src/data/cli';
import {webhookSignature} from '../../src/data/webhooks';
import {signatureHeader} from '../../src/lib/webhooks/signature';
import type {SiteUrls} from '../../src/data/urls';

export interface ApiReferenceOptions {
  /** The OpenAPI file, relative to the site directory. */
  specFile: string;
  /** Where the file is served on this site. */
  specPath: string;
  /** The route of the reference page. */
  route: string;
}

interface Content {
  data: ApiData;
  reference: ReferenceModel;
  served: string;
}

function readOptions(raw: unknown): ApiReferenceOptions {
  const options = (raw ?? {}) as Partial<ApiReferenceOptions>;
  if (
    typeof options.specFile !== 'string' ||
    typeof options.specPath !== 'string' ||
    typeof options.route !== 'string'
  ) {
    throw new Error('saturn-openapi plugin: set specFile, specPath and route.');
  }
  return {specFile: options.specFile, specPath: options.specPath, route: options.route};
}

export default function apiReferencePlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin<Content> {
  const options = readOptions(rawOptions);
  const specFile = path.resolve(context.siteDir, options.specFile);
  const urls = context.siteConfig.customFields?.urls as SiteUrls;
  return {
    // The generated files' folder is named after the plugin: @generated/saturn-openapi/default/.
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
        calls: apiCalls,
      });
      // Sign each webhook example with the example secret, timestamped at the event's createdAt.
      for (const webhook of Object.values(data.webhooks)) {
        const body = webhook.example as {createdAt: string};
        const rawBody = JSON.stringify(body);
        const timestamp = Math.floor(Date.parse(body.createdAt) / 1000);
        webhook.signed = {
          header: signatureHeader(webhookSignature.exampleSecret, timestamp, rawBody),
        };
      }
      const reference = buildReference(spec, {apiBase: urls.apiBase, specPath: options.specPath});
      return {data, reference, served: servedSpecText(text, urls.apiBase)};
    },
    async contentLoaded({content, actions}) {
      await actions.createData('api-data.json', JSON.stringify(content.data));
      for (const [part, data] of Object.entries(splitApiData(content.data))) {
        await actions.createData(`${part}.json`, JSON.stringify(data));
      }
      await actions.createData('reference.json', JSON.stringify(content.reference));
      await actions.createData(
        'reference-outline.json',
        JSON.stringify(referenceOutline(content.reference)),
      );
      actions.addRoute({
        path: options.route,
        // Named through @site, not by absolute path, so the chunk's name is the same in
        // every checkout (plugins/reproducible-build).
        component: '@site/plugins/api-reference/theme/ApiReferencePage',
        exact: true,
      });
    },
    async postBuild({content, outDir}) {
      await fs.writeFile(path.join(outDir, options.specPath.replace(/^\//, '')), content.served);
    },
    getPathsToWatch() {
      return [specFile];
    },
    // ApiExample, SchemaFields, ErrorTable, WebhookExample and WebhookTestRequest, as
    // `@theme/<Name>`: the docs' API components, drawn from the data above.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
