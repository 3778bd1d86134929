import {describe, expect, it} from 'vitest';

import {richParts} from '../../src/lib/inline-text';
import {
  buildReference,
  descriptionSections,
  paragraphs,
  referenceOutline,
} from '../../plugins/api-reference/openapi/reference';
import {pageFromOpenApi} from '../../plugins/search/sources/openapi';
import {apiOperationIds, webhookEvents} from '../../src/data/facts';
import {loadSpec} from '../helpers/openapi-spec';

const apiBase = 'https://api.example.test';
const reference = buildReference(loadSpec(), {apiBase, specPath: '/openapi.yaml'});
const allOperations = reference.groups.flatMap((group) =>
  group.tags.flatMap((tag) => tag.operations),
);

describe('description text', () => {
  it('splits a paragraph into text, code and links', () => {
    expect(richParts('Send `start`, see [the file](/openapi.yaml).')).toEqual([
      {kind: 'text', text: 'Send '},
      {kind: 'code', text: 'start'},
      {kind: 'text', text: ', see '},
      {kind: 'link', text: 'the file', href: '/openapi.yaml'},
      {kind: 'text', text: '.'},
    ]);
    expect(richParts('a ` lone backtick')).toEqual([{kind: 'text', text: 'a ` lone backtick'}]);
  });

  it('splits Markdown into paragraphs at blank lines and joins their lines', () => {
    expect(paragraphs('One\nline.\n\n  Two.\n\n\n')).toEqual(['One line.', 'Two.']);
  });

  it('splits the description at its headings and finds <SecurityDefinitions />', () => {
    const {intro, sections} = descriptionSections(
      'Intro.\n\n# Authentication\n\nUse a token.\n\n<SecurityDefinitions />\n',
    );
    expect(intro).toEqual(['Intro.']);
    expect(sections).toEqual([
      {
        id: 'section/Authentication',
        title: 'Authentication',
        paragraphs: ['Use a token.'],
        securitySchemes: true,
      },
    ]);
  });

  it('adds an Authentication section when the description has none', () => {
    const {sections} = descriptionSections('Only an intro.');
    expect(sections.map((section) => [section.id, section.securitySchemes])).toEqual([
      ['section/Authentication', true],
    ]);
  });
});

describe('the reference page of openapi.yaml', () => {
  it('follows x-tagGroups: endpoints, events, then the schemas', () => {
    expect(
      reference.groups.map((group) => [
        group.name,
        group.kind,
        group.kind === 'schemas'
          ? group.schemas.map((schema) => schema.name)
          : group.tags.map((tag) => tag.name),
      ]),
    ).toEqual([
      ['Endpoints', 'tags', ['Pings', 'Monitors', 'Incidents']],
      ['Events', 'tags', ['Webhooks']],
      ['Schemas', 'schemas', ['Monitor', 'Incident', 'PingResponse', 'WebhookEvent', 'Error']],
    ]);
  });

  it('has an element for every anchor the search index links to', () => {
    const ids = new Set([
      ...reference.toc.map((entry) => entry.id),
      ...reference.groups.flatMap((group) => group.tags.map((tag) => tag.id)),
    ]);
    const anchors = pageFromOpenApi(loadSpec())
      .sections.map((section) => section.anchor)
      .filter((anchor) => anchor !== '');
    expect(anchors.length).toBeGreaterThan(20);
    for (const anchor of anchors) expect(ids, anchor).toContain(anchor.slice(1));
  });

  it('lists the seven operations and six webhooks once each, with their security', () => {
    const operations = allOperations.filter((operation) => operation.kind === 'operation');
    const webhooks = allOperations.filter((operation) => operation.kind === 'webhook');
    // The specification's seven operations and six webhook events.
    expect(apiOperationIds).toHaveLength(7);
    expect(webhookEvents).toHaveLength(6);
    expect(operations.map((operation) => operation.operationId)).toEqual([...apiOperationIds]);
    expect(webhooks.map((webhook) => webhook.path)).toEqual([...webhookEvents]);
    for (const operation of operations) expect(operation.security).toEqual(['bearerAuth']);
    for (const webhook of webhooks) expect(webhook.security).toEqual(['webhookSignature']);
  });

  it('describes parameters, request bodies and responses with their schemas', () => {
    const byId = new Map(allOperations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('listMonitors')!.parameters).toEqual([
      {
        name: 'page',
        in: 'query',
        required: false,
        type: 'integer',
        constraints: ['at least 1', 'default 1'],
        description: ['Page number, starting at 1.'],
        example: '1',
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        type: 'integer',
        constraints: ['1 to 100', 'default 50'],
        description: ['Monitors per page.'],
        example: '50',
      },
    ]);
    const success = byId.get('pingSuccess')!;
    expect(success.parameters.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ['monitorId', 'path'],
    ]);
    expect(success.requestBody).toEqual({schema: 'SuccessPing', required: false});
    expect(
      success.responses.map((response) => [response.status, response.schema, response.headers]),
    ).toEqual([
      ['200', 'PingResponse', []],
      ['401', 'Error', []],
      ['404', 'Error', []],
      ['429', 'Error', ['Retry-After']],
    ]);
    const opened = byId.get('incidentOpened')!;
    expect(opened.id).toBe('tag/Webhooks/operation/incidentOpened');
    expect(opened.requestBody).toEqual({schema: 'IncidentEvent', required: true});
    expect(opened.parameters.map((parameter) => parameter.name)).toEqual(['Saturn-Signature']);
  });

  it('shows the configured API base URL and both security schemes', () => {
    expect(reference.servers).toEqual([{url: apiBase, description: 'Saturn API'}]);
    expect(reference.securitySchemes.map((scheme) => [scheme.id, scheme.title])).toEqual([
      ['section/Authentication/bearerAuth', 'Bearer token'],
      ['section/Authentication/webhookSignature', 'Saturn-Signature header'],
    ]);
    expect(reference.intro.join(' ')).toContain('[openapi.yaml](/openapi.yaml)');
  });

  it('lists sections at level 2 and their operations, schemes and schemas at level 3', () => {
    const levels = reference.toc.map((entry) => `${entry.level} ${entry.id}`);
    expect(levels.slice(0, 4)).toEqual([
      '2 section/Authentication',
      '3 section/Authentication/bearerAuth',
      '3 section/Authentication/webhookSignature',
      '2 tag/Pings',
    ]);
    expect(levels).toContain('3 tag/Monitors/operation/listMonitors');
    expect(levels).toContain('2 group/Schemas');
    expect(levels.at(-1)).toBe('3 tag/Error');
    expect(reference.toc.find((entry) => entry.id === 'tag/Pings/operation/pingStart')?.value).toBe(
      'Report that a run started',
    );
  });
});

describe('the outline the reference page hydrates with', () => {
  const outline = referenceOutline(reference);

  it('has the table of contents and every operation and webhook, in order', () => {
    expect(outline.toc).toBe(reference.toc);
    expect(
      outline.groups.flatMap((group) =>
        group.tags.flatMap((tag) => tag.operations.map((operation) => operation.id)),
      ),
    ).toEqual(allOperations.map((operation) => operation.id));
    expect(outline.sections.map((section) => section.id)).toEqual(
      reference.sections.map((section) => section.id),
    );
  });

  it('leaves out the descriptions and tables the page keeps as the server wrote them', () => {
    const text = JSON.stringify(outline);
    expect(text.length).toBeLessThan(JSON.stringify(reference).length / 2);
    for (const operation of allOperations) {
      for (const paragraph of operation.description) expect(text).not.toContain(paragraph);
    }
  });
});
