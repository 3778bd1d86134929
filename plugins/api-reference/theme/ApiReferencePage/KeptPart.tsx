/**
 * The parts of the API reference that `ServerMarkup` keeps as the server wrote them while the
 * page hydrates: headings, descriptions, parameter, field and error tables, and the schemas.
 * The browser renders them only after a client-side navigation or the crash page's "Try
 * again", so this module, with the whole page model (`reference.json`) and the field and
 * error tables, is loaded only then (`React.lazy` in ServerMarkup.tsx); on the server it is
 * rendered before the HTML is written.
 */
import {useEffect, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import reference from '@generated/saturn-openapi/default/reference.json';

import ErrorTable from '../ErrorTable';
import SchemaFields, {Constraints} from '../SchemaFields';
import ScrollableTable from '@site/src/components/ScrollableTable';
import tableStyles from '../api-table.module.css';

import {statusLine} from '../../openapi/api-data';
import {richParts} from '@site/src/lib/inline-text';
import type {
  Paragraph,
  ReferenceOperation,
  ReferenceParameter,
  ReferenceResponse,
} from '../../openapi/reference';

import styles from './styles.module.css';

/** A part of the page kept by ServerMarkup, named by the anchor of what it belongs to. */
export type KeptPartName =
  | {kind: 'intro'}
  | {kind: 'section' | 'schemas' | 'tag'; id: string}
  | {kind: 'operation' | 'webhook-heading' | 'webhook-details'; id: string};

const schemeTitles = new Map(reference.securitySchemes.map((scheme) => [scheme.name, scheme]));
/** The first webhook with each payload schema: the only one that lists the payload's fields. */
const firstWebhookOf = new Map<string, ReferenceOperation>();
for (const operation of reference.groups.flatMap((group) =>
  group.tags.flatMap((tag) => tag.operations),
)) {
  const schema = operation.kind === 'webhook' ? operation.requestBody?.schema : null;
  if (schema && !firstWebhookOf.has(schema)) firstWebhookOf.set(schema, operation);
}
const documentedSchemas = new Set(
  reference.groups.flatMap((group) => group.schemas.map((schema) => schema.name)),
);

function Rich({paragraph}: {paragraph: Paragraph}): ReactNode {
  return richParts(paragraph).map((part, index) => {
    if (part.kind === 'code') return <code key={index}>{part.text}</code>;
    if (part.kind === 'link') {
      // The OpenAPI file and other static files are not routes: a plain link, no client routing.
      return (
        <a
          key={index}
          href={part.href}
          download={part.href === reference.specPath ? 'openapi.yaml' : undefined}>
          {part.text}
        </a>
      );
    }
    return part.text;
  });
}

function Paragraphs({paragraphs}: {paragraphs: Paragraph[]}): ReactNode {
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      <Rich paragraph={paragraph} />
    </p>
  ));
}

/** The h2 that opens a part of the page (a section, a tag, the schemas), and its intro. */
function PartHeading({
  id,
  title,
  intro = [],
}: {
  id: string;
  title: string;
  intro?: Paragraph[];
}): ReactNode {
  return (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      <Paragraphs paragraphs={intro} />
    </>
  );
}

/** A schema name, linked to its section when the page has one. */
function SchemaName({name}: {name: string}): ReactNode {
  const schema = reference.groups
    .flatMap((group) => group.schemas)
    .find((candidate) => candidate.name === name);
  return schema ? (
    <a href={`#${schema.id}`}>
      <code>{name}</code>
    </a>
  ) : (
    <code>{name}</code>
  );
}

function Parameters({
  operation,
  parameters,
}: {
  operation: ReferenceOperation;
  parameters: ReferenceParameter[];
}): ReactNode {
  if (parameters.length === 0) return null;
  const label = `Parameters of ${operation.method} ${operation.path}`;
  return (
    <ScrollableTable className={tableStyles.wrapper} label={label}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>
          Parameters of <code>{operation.method}</code> <code>{operation.path}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Values</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in} ${parameter.name}`}>
              <td>
                <code>{parameter.name}</code>
              </td>
              <td>{parameter.in}</td>
              <td>{parameter.type}</td>
              <td>{parameter.required ? 'yes' : 'no'}</td>
              <td>
                <Constraints constraints={parameter.constraints} />
              </td>
              <td>
                {parameter.description.map((paragraph, index) => (
                  <span key={index} className={styles.cellParagraph}>
                    <Rich paragraph={paragraph} />
                  </span>
                ))}
                {parameter.example !== undefined && (
                  <span className={styles.cellParagraph}>
                    Example: <code>{parameter.example}</code>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

function Security({names}: {names: string[]}): ReactNode {
  if (names.length === 0) return null;
  return (
    <p>
      <span className={styles.label}>Authentication:</span>{' '}
      {names.map((name, index) => {
        const scheme = schemeTitles.get(name);
        return (
          <span key={name}>
            {index > 0 && ', '}
            <a href={`#${scheme?.id ?? 'section/Authentication'}`}>{scheme?.title ?? name}</a>
          </span>
        );
      })}
    </p>
  );
}

function ResponseLine({response}: {response: ReferenceResponse}): ReactNode {
  return (
    <>
      <code>{statusLine(response.status)}</code>:{' '}
      {response.description.map((paragraph, index) => (
        <Rich key={index} paragraph={paragraph} />
      ))}
      {response.schema && (
        <>
          {' '}
          Body: <SchemaName name={response.schema} />.
        </>
      )}
    </>
  );
}

function ResponseList({responses}: {responses: readonly ReferenceResponse[]}): ReactNode {
  return (
    <ul>
      {responses.map((response) => (
        <li key={response.status}>
          <ResponseLine response={response} />
        </li>
      ))}
    </ul>
  );
}

/** An operation's or webhook's h3, then its method and path (a webhook's path is its event). */
function OperationHeading({operation}: {operation: ReferenceOperation}): ReactNode {
  return (
    <>
      <Heading as="h3" id={operation.id}>
        {operation.summary}
      </Heading>
      <p className={styles.endpoint}>
        <span className={tableStyles.method}>{operation.method}</span>
        {operation.kind === 'webhook' ? ' to your webhook endpoint, event ' : ' '}
        <code>{operation.path}</code>
      </p>
    </>
  );
}

/** The payload's fields, listed once per schema; later webhooks link to that list. */
function Payload({operation, schema}: {operation: ReferenceOperation; schema: string}): ReactNode {
  const first = firstWebhookOf.get(schema);
  if (first && first.id !== operation.id) {
    return (
      <p>
        <span className={styles.label}>Payload</span>: <SchemaName name={schema} />, with the fields
        listed for <a href={`#${first.id}`}>{first.summary}</a>.
      </p>
    );
  }
  return (
    <>
      <p>
        <span className={styles.label}>Payload</span>: <SchemaName name={schema} />
      </p>
      <SchemaFields
        schema={schema}
        label={`Fields of ${schema}, the payload of ${operation.path}`}
      />
    </>
  );
}

function Authentication(): ReactNode {
  return reference.securitySchemes.map((scheme) => (
    <section key={scheme.id}>
      <Heading as="h3" id={scheme.id}>
        {scheme.title}
      </Heading>
      <p>
        Security scheme <code>{scheme.name}</code>.
      </p>
      <Paragraphs paragraphs={scheme.description} />
    </section>
  ));
}

const operations = new Map(
  reference.groups.flatMap((group) =>
    group.tags.flatMap((tag) => tag.operations.map((operation) => [operation.id, operation])),
  ),
);

function byId<T extends {id: string}>(items: readonly T[], id: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`The API reference has no part "${id}".`);
  return found;
}

function OperationPart({operation}: {operation: ReferenceOperation}): ReactNode {
  const successes = operation.responses.filter((response) => /^2/.test(response.status));
  return (
    <>
      <OperationHeading operation={operation} />
      <Paragraphs paragraphs={operation.description} />
      <Security names={operation.security} />
      <Parameters operation={operation} parameters={operation.parameters} />
      {operation.requestBody && (
        <>
          <p>
            <span className={styles.label}>Request body</span> (
            {operation.requestBody.required ? 'required' : 'optional'}
            {operation.requestBody.schema && (
              <>
                , <SchemaName name={operation.requestBody.schema} />
              </>
            )}
            ):
          </p>
          {operation.requestBody.schema && (
            <SchemaFields
              schema={operation.requestBody.schema}
              label={`Fields of ${operation.requestBody.schema}, the request body of ${operation.method} ${operation.path}`}
            />
          )}
        </>
      )}
      <p className={styles.label}>Responses</p>
      <ResponseList responses={successes} />
      {successes.map(
        (response) =>
          response.schema &&
          !documentedSchemas.has(response.schema) && (
            <SchemaFields
              key={response.status}
              schema={response.schema}
              label={`Fields of ${response.schema}, the ${response.status} response of ${operation.method} ${operation.path}`}
            />
          ),
      )}
      <ErrorTable operation={operation.operationId} />
      <p className={styles.label}>Examples</p>
    </>
  );
}

function WebhookDetails({operation}: {operation: ReferenceOperation}): ReactNode {
  return (
    <>
      <Security names={operation.security} />
      <Parameters operation={operation} parameters={operation.parameters} />
      {operation.requestBody?.schema && (
        <Payload operation={operation} schema={operation.requestBody.schema} />
      )}
      <p className={styles.label}>What your endpoint answers</p>
      <ResponseList responses={operation.responses} />
    </>
  );
}

function Intro(): ReactNode {
  const title = `${reference.title} reference`;
  return (
    <>
      <header>
        <Heading as="h1">{title}</Heading>
        <p className={styles.lead}>{reference.summary}</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Version</dt>
          <dd>{reference.version}</dd>
        </div>
        {reference.servers.map((server) => (
          <div key={server.url}>
            <dt>Base URL</dt>
            <dd>
              <code>{server.url}</code> {server.description && `(${server.description})`}
            </dd>
          </div>
        ))}
        <div>
          <dt>OpenAPI file</dt>
          <dd>
            <a href={reference.specPath} download="openapi.yaml">
              Download openapi.yaml
            </a>
          </dd>
        </div>
      </dl>
      <Paragraphs paragraphs={reference.intro} />
    </>
  );
}

function Part({part}: {part: KeptPartName}): ReactNode {
  switch (part.kind) {
    case 'intro':
      return <Intro />;
    case 'section': {
      const section = byId(reference.sections, part.id);
      return (
        <>
          <PartHeading id={section.id} title={section.title} intro={section.paragraphs} />
          {section.securitySchemes && <Authentication />}
        </>
      );
    }
    case 'schemas': {
      const group = byId(reference.groups, part.id);
      return (
        <>
          <PartHeading id={group.id} title={group.name} />
          {group.schemas.map((schema) => (
            <section key={schema.id}>
              <Heading as="h3" id={schema.id}>
                {schema.name}
              </Heading>
              <Paragraphs paragraphs={schema.description} />
              <SchemaFields schema={schema.name} />
            </section>
          ))}
        </>
      );
    }
    case 'tag': {
      const tag = byId(
        reference.groups.flatMap((group) => group.tags),
        part.id,
      );
      return <PartHeading id={tag.id} title={tag.name} intro={tag.description} />;
    }
    default: {
      const operation = operations.get(part.id);
      if (!operation) throw new Error(`The API reference has no operation "${part.id}".`);
      if (part.kind === 'operation') return <OperationPart operation={operation} />;
      if (part.kind === 'webhook-heading') return <OperationHeading operation={operation} />;
      return <WebhookDetails operation={operation} />;
    }
  }
}

// In the browser this module loads only for a client render (a client-side navigation, "Try
// again"), after Docusaurus has looked for the URL's anchor and not found it, since the parts
// were not there yet. The first part that mounts once the anchor's element exists scrolls to it.
let scrollPending = typeof window !== 'undefined';

export default function KeptPart({part}: {part: KeptPartName}): ReactNode {
  useEffect(() => {
    if (!scrollPending) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!id || target) {
      scrollPending = false;
      target?.scrollIntoView();
    }
  }, []);
  return <Part part={part} />;
}
