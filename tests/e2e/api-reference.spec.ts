/**
 * The API reference at /api/reference, rendered by Redoc from openapi/openapi.yaml.
 * The `problems` fixture also fails each test on a console error or a request
 * that leaves the site's origin (Redoc's CDN logo is stripped at build time).
 */
import {
  incidentStatuses,
  incidentTypes,
  monitorStatuses,
  severities,
  webhookEvents,
} from '../../src/data/facts';
import {expect, open, test} from './fixtures';

const operations = [
  ['pingStart', 'Report that a run started', 'POST', '/api/ping/{monitorId}/start'],
  ['pingSuccess', 'Report that a run succeeded', 'POST', '/api/ping/{monitorId}/success'],
  ['pingFail', 'Report that a run failed', 'POST', '/api/ping/{monitorId}/fail'],
  ['listMonitors', 'List monitors', 'GET', '/api/monitors'],
  ['listIncidents', 'List incidents', 'GET', '/api/incidents'],
  [
    'acknowledgeIncident',
    'Acknowledge an incident',
    'POST',
    '/api/incidents/{incidentId}/acknowledge',
  ],
  ['resolveIncident', 'Resolve an incident', 'POST', '/api/incidents/{incidentId}/resolve'],
] as const;

// The enum values each schema must show come from the facts module, as the OpenAPI file's do.
const schemas = {
  Monitor: monitorStatuses,
  Incident: [...incidentTypes, ...severities, ...incidentStatuses],
  PingResponse: [],
  WebhookEvent: webhookEvents,
} as const;

test.describe('API reference', () => {
  test('shows the seven operations with their method and path', async ({page}) => {
    await open(page, '/api/reference');
    for (const [operationId, summary, method, path] of operations) {
      const section = page.locator(
        `[id="tag/${operationId.startsWith('ping') ? 'Pings' : operationId === 'listMonitors' ? 'Monitors' : 'Incidents'}/operation/${operationId}"]`,
      );
      await expect(section.getByText(summary, {exact: true}).first()).toBeVisible();
      await expect(section.getByText(path, {exact: true}).first()).toBeAttached();
      // Redoc writes the method in lower case and shows it upper case with CSS.
      await expect(section.getByText(new RegExp(`^${method}$`, 'i')).first()).toBeAttached();
    }
  });

  test('shows the four schemas with their enum values', async ({page}) => {
    await open(page, '/api/reference');
    for (const [name, values] of Object.entries(schemas)) {
      const section = page.locator(`[id="tag/${name}"]`);
      await expect(section.getByText(name, {exact: true}).first()).toBeVisible();
      const text = (await section.textContent()) ?? '';
      for (const value of values) expect(text, `${name} lists ${value}`).toContain(`"${value}"`);
    }
    const monitor = (await page.locator('[id="tag/Monitor"]').textContent()) ?? '';
    expect(monitor).toMatch(/healthScore/);
    expect(monitor).toMatch(/\[\s*0\s*\.\.\s*100\s*\]/);
  });

  test('explains the bearer token and where to create it', async ({page}) => {
    await open(page, '/api/reference');
    const auth = page.locator('[id="section/Authentication"]');
    await expect(auth).toContainText('organization token');
    await expect(auth).toContainText('monitor token');
    await expect(auth).toContainText('Settings, then Tokens');
    await expect(auth).toContainText('Bearer');
  });

  test('documents 401, 404 and 429 with Retry-After on ping calls', async ({page}) => {
    await open(page, '/api/reference');
    const ping = page.locator('[id="tag/Pings/operation/pingSuccess"]');
    for (const status of ['401', '404', '429']) {
      await expect(
        ping.getByRole('button', {name: new RegExp(`^${status}`)}).first(),
      ).toBeVisible();
    }
    await ping.getByRole('button', {name: /^429/}).first().click();
    await expect(ping.getByText('Retry-After').first()).toBeVisible();
    // The 429 body is the Error schema: {"error": "..."}.
    await expect(ping).toContainText('What went wrong, in English.');
  });

  test('offers the OpenAPI file from the site itself', async ({page, request, baseURL}) => {
    await open(page, '/api/reference');
    const download = page.getByRole('link', {name: 'Download'}).first();
    const href = await download.getAttribute('href');
    expect(new URL(href ?? '', baseURL).pathname).toBe('/openapi.yaml');
    const response = await request.get('/openapi.yaml');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('openapi: 3.1.0');
    expect(body).toContain('operationId: pingSuccess');
  });

  test("runs Redoc's script only when the reader turns to the reference", async ({page}) => {
    // Scripts the page executes (prefetches are not scripts until they are imported).
    const executed: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        executed.push(response.text().then((body) => body.includes('redoc-wrap')));
    });
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/api/reference');
    const reference = page.locator('.saturn-redoc');
    // The server's markup is the whole reference, readable before Redoc runs.
    await expect(reference).toHaveAttribute('data-redoc', 'static');
    await expect(page.locator('[id="tag/Pings/operation/pingSuccess"]')).toBeVisible();
    expect((await Promise.all(executed)).filter(Boolean), 'Redoc scripts run on load').toEqual([]);

    await page.locator('[id="section/Authentication"]').hover();
    await expect(reference).toHaveAttribute('data-redoc', 'live');
    expect((await Promise.all(executed)).filter(Boolean).length).toBeGreaterThan(0);
  });

  test('in dark mode, where the server markup is not styled, Redoc goes live at once', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/api/reference');
    await expect(page.locator('.saturn-redoc')).toHaveAttribute('data-redoc', 'live');
  });

  test('a keyboard reader gets the live reference on focus and keeps the focus', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/api/reference');
    const target = page.locator('.saturn-redoc a[href^="#"], .saturn-redoc button').first();
    const label = await target.textContent();
    await target.focus();
    await expect(page.locator('.saturn-redoc')).toHaveAttribute('data-redoc', 'live');
    // The focused element was replaced with the rest of the server markup; focus is put back.
    const focused = page.locator('.saturn-redoc :focus');
    await expect(focused).toHaveCount(1);
    expect(await focused.textContent()).toBe(label);
  });

  test('follows the colour mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/api/reference');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const heading = page.locator('[id="tag/Pings/operation/pingSuccess"] h2').first();
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(light).not.toBe('rgb(255, 255, 255)');
    await expect(heading).toBeVisible();
  });
});
