/**
 * The API reference at /api/reference, rendered at build time from openapi/openapi.yaml
 * (plugins/api-reference). What a reader sees is checked against the OpenAPI file
 * itself: every operation, webhook and schema, the authentication section, the
 * examples in every language and the download link. The `problems` fixture also fails
 * each test on a console error or a request that leaves the site's origin.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';

import {defaultUrls} from '../../src/data/urls';
import {resolve, type Node as SpecNode} from '../../plugins/api-reference/openapi/data';
import {webhookSignature} from '../../src/data/webhooks';
import {signatureHeader} from '../../src/lib/webhooks/signature';
import {loadSpec, siteApiData} from '../helpers/openapi-spec';
import {
  axeViolations,
  codeText,
  colourRules,
  expect,
  hydrated,
  open,
  test,
  transitionsEnded,
} from './fixtures';

const spec = loadSpec();
const api = siteApiData(defaultUrls.apiBase);
const components = spec.components as {schemas: Record<string, SpecNode>};

interface SpecOperation {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
}

function specOperations(group: unknown): SpecOperation[] {
  return Object.entries(group as Record<string, Record<string, SpecNode>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      operationId: String(operation.operationId),
      tag: String((operation.tags as string[])[0]),
      method: method.toUpperCase(),
      path,
      summary: String(operation.summary),
    })),
  );
}

const operations = specOperations(spec.paths);
const webhooks = specOperations(spec.webhooks);
/** The schemas the reference shows in its Schemas group: tags that carry a SchemaDefinition. */
const schemaTags = (spec.tags as SpecNode[])
  .map((tag) => /schemaRef="#\/components\/schemas\/([^"]+)"/.exec(String(tag.description)))
  .flatMap((match) => (match ? [match[1]!] : []));

/** The anchor of the first webhook with the same payload schema as `webhook`. */
function webhookWithFields(webhook: SpecOperation): string {
  type Body = {content: {'application/json': {schema: {$ref: string}}}};
  const schemaOf = (event: SpecOperation) =>
    (spec.webhooks as Record<string, {post: {requestBody: Body}}>)[event.path]!.post.requestBody
      .content['application/json'].schema.$ref;
  const first = webhooks.find((candidate) => schemaOf(candidate) === schemaOf(webhook))!;
  return `tag/Webhooks/operation/${first.operationId}`;
}

const operationAnchor = (operation: SpecOperation) =>
  `tag/${operation.tag}/operation/${operation.operationId}`;

/** The section a heading opens (the page wraps its static parts in a <div>). */
function section(page: Page, id: string) {
  return page.locator(`section:has(> [id="${id}"]), section:has(> div > [id="${id}"])`);
}

test.describe('API reference', () => {
  test('has one h1, a main landmark and a table of contents of every section', async ({page}) => {
    await open(page, '/api/reference');
    await expect(page.locator('h1')).toHaveText('Saturn API reference');
    await expect(page.getByRole('main')).toHaveCount(1);
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const operation of [...operations, ...webhooks]) {
      expect(tocTargets).toContain(`#${operationAnchor(operation)}`);
    }
    for (const schema of schemaTags) expect(tocTargets).toContain(`#tag/${schema}`);
    expect(tocTargets).toContain('#section/Authentication');
    for (const target of tocTargets) {
      await expect(page.locator(`[id="${target!.slice(1)}"]`)).toHaveCount(1);
    }
  });

  test('shows every operation with its anchor, method, path, parameters and errors', async ({
    page,
  }) => {
    await open(page, '/api/reference');
    expect(operations).toHaveLength(7);
    for (const operation of operations) {
      const heading = page.locator(`h3[id="${operationAnchor(operation)}"]`);
      await expect(heading).toHaveText(operation.summary);
      const body = section(page, operationAnchor(operation));
      await expect(body.locator('p').nth(0)).toHaveText(`${operation.method} ${operation.path}`);
      // Every parameter of the operation is in its parameter table.
      const item = (spec.paths as Record<string, Record<string, SpecNode>>)[operation.path]!;
      const parameters = (item[operation.method.toLowerCase()]!.parameters ?? []) as unknown[];
      for (const parameter of parameters) {
        const name = String(resolve(spec, parameter).name);
        await expect(
          body.getByRole('region', {name: /^Parameters of/}).getByRole('cell', {name, exact: true}),
        ).toBeVisible();
      }
      // Every error status of the operation, in its error table.
      const errors = api.operations[operation.operationId]!.responses.filter((response) =>
        /^[45]/.test(response.status),
      );
      const table = body.getByRole('region', {name: /^Errors of/});
      for (const error of errors) await expect(table).toContainText(error.status);
    }
    const ping = section(page, 'tag/Pings/operation/pingSuccess');
    await expect(ping.getByRole('region', {name: /^Errors of/})).toContainText('Retry-After');
    await expect(
      ping.getByRole('region', {name: /^Fields of SuccessPing, the request body of POST/}),
    ).toContainText('durationMs');
  });

  test('shows the examples of each operation in every language, with the API base URL', async ({
    page,
  }) => {
    await open(page, '/api/reference');
    for (const operation of operations) {
      const samples = api.operations[operation.operationId]!.samples;
      const tabs = section(page, operationAnchor(operation)).getByRole('tab');
      await expect(tabs).toHaveText(samples.map((sample) => sample.label));
    }
    // The language tabs work: picking Python shows the Python sample of every operation.
    const listMonitors = section(page, 'tag/Monitors/operation/listMonitors');
    await listMonitors.getByRole('tab', {name: 'Python'}).click();
    const python = listMonitors.getByRole('tabpanel').filter({visible: true});
    await expect(python).toContainText('import requests');
    await expect(python).toContainText(`${defaultUrls.apiBase}/api/monitors`);
  });

  test('shows every webhook with its signature header and payload', async ({page}) => {
    await open(page, '/api/reference');
    expect(webhooks).toHaveLength(Object.keys(api.webhooks).length);
    for (const webhook of webhooks) {
      const body = section(page, operationAnchor(webhook));
      await expect(page.locator(`h3[id="${operationAnchor(webhook)}"]`)).toHaveText(webhook.path);
      // Signed with the example secret at the event's createdAt, as the plugin signs it.
      const example = api.webhooks[webhook.path]!.example as {createdAt: string};
      const timestamp = Math.floor(Date.parse(example.createdAt) / 1000);
      const header = signatureHeader(
        webhookSignature.exampleSecret,
        timestamp,
        JSON.stringify(example),
      );
      await expect(body).toContainText(`Saturn-Signature: ${header}`);
      // The payload's fields are listed once per schema; later webhooks link to that list.
      const fieldsAt = section(page, webhookWithFields(webhook));
      await expect(fieldsAt.getByRole('region', {name: /^Fields of/})).toContainText('createdAt');
    }
  });

  test('shows every schema: its section, fields and enum values', async ({page}) => {
    await open(page, '/api/reference');
    expect(schemaTags).toEqual(['Monitor', 'Incident', 'PingResponse', 'WebhookEvent', 'Error']);
    for (const name of schemaTags) {
      const fields = section(page, `tag/${name}`).getByRole('region', {name: `Fields of ${name}`});
      for (const field of api.schemas[name]!) {
        await expect(fields.getByRole('cell', {name: field.name, exact: true})).toBeAttached();
      }
    }
    // The other schemas are shown where they are used: object schemas by name, enums by value.
    const text = (await page.locator('article').textContent()) ?? '';
    for (const [name, schema] of Object.entries(components.schemas)) {
      if (Array.isArray(schema.enum)) {
        for (const value of schema.enum) expect(text, `${name} value ${value}`).toContain(value);
      } else if (schema.properties || schema.allOf) {
        expect(text, `schema ${name}`).toContain(name);
      }
    }
    const monitor = section(page, 'tag/Monitor');
    await expect(monitor.getByRole('row', {name: /healthScore/})).toContainText('0 to 100');
  });

  test('is whole without JavaScript: every section, table and schema is in the HTML', async ({
    browser,
  }) => {
    // The parts kept while the page hydrates load their code only in the browser; the server
    // must still write them in place, not as placeholders a script fills in.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const response = await page.goto('/api/reference');
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toMatch(/<template id="?B:/);
    for (const operation of [...operations, ...webhooks]) {
      await expect(page.locator(`[id="${operationAnchor(operation)}"]`)).toBeVisible();
    }
    for (const name of schemaTags) {
      const fields = section(page, `tag/${name}`).getByRole('region', {name: `Fields of ${name}`});
      await expect(
        fields.getByRole('cell', {name: api.schemas[name]![0]!.name, exact: true}),
      ).toBeVisible();
    }
    const pingStart = section(page, 'tag/Pings/operation/pingStart');
    await expect(pingStart.getByRole('table', {name: /Parameters of POST/})).toBeVisible();
    await expect(pingStart).toContainText('429 Too Many Requests');
    // The language tabs cannot switch: none shows, and each example is curl under its name.
    await expect(page.getByRole('tab')).toHaveCount(0);
    const examples = pingStart.locator('.theme-tabs-container');
    await expect(examples.getByRole('paragraph').filter({visible: true})).toHaveText(['curl']);
    await expect(examples.locator('pre').filter({visible: true})).toHaveCount(1);
    await expect(examples.locator('pre').filter({visible: true})).toContainText('curl ');
    await context.close();
  });

  test('explains the bearer token and where to create it', async ({page}) => {
    await open(page, '/api/reference');
    const auth = section(page, 'section/Authentication');
    await expect(auth).toContainText('organization token');
    await expect(auth).toContainText('monitor token');
    await expect(auth).toContainText('Settings, then Tokens');
    await expect(auth).toContainText('Authorization: Bearer <token>');
    await expect(auth.locator('[id="section/Authentication/bearerAuth"]')).toBeVisible();
    await expect(auth.locator('[id="section/Authentication/webhookSignature"]')).toBeVisible();
    const baseUrl = page.locator('dl > div').filter({hasText: 'Base URL'});
    await expect(baseUrl.locator('dd code')).toHaveText(defaultUrls.apiBase);
  });

  test('downloads the OpenAPI file from the site itself, with the API base URL', async ({page}) => {
    await open(page, '/api/reference');
    const link = page.getByRole('link', {name: 'Download openapi.yaml'});
    await expect(link).toHaveAttribute('href', '/openapi.yaml');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(new URL(download.url()).pathname).toBe('/openapi.yaml');
    const body = fs.readFileSync((await download.path())!, 'utf8');
    expect(body).toContain('openapi: 3.1.0');
    expect(body).toMatch(new RegExp(`servers:\\s*\\n\\s*- url: ${defaultUrls.apiBase}\\n`));
    for (const operation of [...operations, ...webhooks]) {
      expect(body).toContain(`operationId: ${operation.operationId}`);
    }
    const response = await page.request.get('/openapi.yaml');
    expect(response.headers()['content-type']).toMatch(/yaml/);
  });

  // routes.spec.ts runs axe here at 390 px in both modes and at 1280 px in light mode; the
  // reference's two-column desktop layout puts text on other backgrounds, so its colours are
  // checked at 1280 px in dark mode too (code text: code-blocks.spec.ts).
  test('has no contrast violation at 1280 px in dark mode', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/api/reference');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await transitionsEnded(page);
    expect(
      await axeViolations(page, {
        exclude: codeText,
        rules: colourRules,
      }),
    ).toEqual([]);
  });

  test('renders in full after a client-side navigation and after "Try again"', async ({
    page,
    problems,
  }) => {
    await open(page, '/');
    // Make React's rendering of the reference fail while the flag is set: the error
    // boundary shows the crash page, as it would after any error in a render.
    await page.evaluate(() => {
      const flagged = window as unknown as {failReference?: boolean};
      flagged.failReference = true;
      for (const method of ['appendChild', 'insertBefore'] as const) {
        const original = Node.prototype[method] as (...args: Node[]) => Node;
        Node.prototype[method] = function patched(this: Node, ...args: Node[]) {
          const child = args[0] as Element;
          if (flagged.failReference && child.id === 'section/Authentication') {
            throw new Error('injected render failure');
          }
          return original.apply(this, args);
        } as never;
      }
    });
    await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    // The crash page names the error. React also logs it on the console; Preact does not.
    await expect(page.locator('body')).toContainText('injected render failure');
    problems.consoleErrors.length = 0;

    await page.evaluate(() => {
      (window as unknown as {failReference?: boolean}).failReference = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page).toHaveURL(/\/api\/reference$/);
    await expect(page.locator('h1')).toHaveText('Saturn API reference');
    for (const operation of [...operations, ...webhooks]) {
      await expect(page.locator(`[id="${operationAnchor(operation)}"]`)).toBeVisible();
    }
    // Code rendered in the browser is highlighted once the highlighter has loaded.
    await hydrated(page);
    await expect(
      section(page, 'tag/Pings/operation/pingStart').locator('pre .token').first(),
    ).toBeAttached();
  });

  test('an anchor from the search index scrolls to its operation', async ({page}) => {
    await page.goto('/api/reference#tag/Monitors/operation/listMonitors');
    await hydrated(page);
    await expect(page.locator('[id="tag/Monitors/operation/listMonitors"]')).toBeInViewport();
  });
});
