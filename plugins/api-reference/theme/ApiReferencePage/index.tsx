/**
 * The API reference at /api/reference (the route is added by plugins/api-reference),
 * rendered from openapi/openapi.yaml with the site's own components: the page's
 * layout comes from `reference.json`, the samples, examples and field tables from
 * the API data the docs pages use. It renders the same on the server and in the
 * browser, so it renders in full after a client-side navigation or the crash page's
 * "Try again". While it hydrates, only the interactive parts (language tabs, code
 * blocks, table of contents) are hydrated, from `reference-outline.json` and the
 * samples; the rest is kept as the server wrote it, and its code and data are loaded
 * only when the browser renders it (ServerMarkup.tsx, KeptPart.tsx).
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock/Eager';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import examples from '@generated/saturn-openapi/default/examples.json';
import outline from '@generated/saturn-openapi/default/reference-outline.json';

import ApiExample from '../ApiExample';
import WebhookExample from '../WebhookExample';

import {prettyJson} from '../../openapi/api-data';
import type {ReferenceOutline} from '../../openapi/reference';

import ServerMarkup from './ServerMarkup';
import styles from './styles.module.css';

type OutlineOperation = ReferenceOutline['groups'][number]['tags'][number]['operations'][number];

function Operation({operation}: {operation: OutlineOperation}): ReactNode {
  const info = examples.examples[operation.operationId];
  return (
    <section className={styles.operation}>
      <ServerMarkup part={{kind: 'operation', id: operation.id}} />
      {info?.requestExample != null && (
        <CodeBlock language="json" title="Example request body">
          {prettyJson(info.requestExample)}
        </CodeBlock>
      )}
      <ApiExample operation={operation.operationId} endpoint={false} lazy />
    </section>
  );
}

function Webhook({operation}: {operation: OutlineOperation}): ReactNode {
  return (
    <section className={styles.operation}>
      <ServerMarkup part={{kind: 'webhook-heading', id: operation.id}} />
      <WebhookExample event={operation.path} />
      <ServerMarkup part={{kind: 'webhook-details', id: operation.id}} />
    </section>
  );
}

export default function ApiReferencePage(): ReactNode {
  const title = `${outline.title} reference`;
  return (
    <Layout title={title} description={`${outline.summary} Version ${outline.version}.`}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div className="col col--9">
            <div className={styles.mobileToc}>
              <TOCCollapsible toc={outline.toc} />
            </div>
            <article className="markdown">
              <ServerMarkup part={{kind: 'intro'}} />
              {outline.sections.map((section) => (
                <section key={section.id}>
                  <ServerMarkup part={{kind: 'section', id: section.id}} />
                </section>
              ))}
              {outline.groups.map((group) =>
                group.kind === 'schemas' ? (
                  <section key={group.id}>
                    <ServerMarkup part={{kind: 'schemas', id: group.id}} />
                  </section>
                ) : (
                  group.tags.map((tag) => (
                    <section key={tag.id}>
                      <ServerMarkup part={{kind: 'tag', id: tag.id}} />
                      {tag.operations.map((operation) =>
                        operation.kind === 'webhook' ? (
                          <Webhook key={operation.id} operation={operation} />
                        ) : (
                          <Operation key={operation.id} operation={operation} />
                        ),
                      )}
                    </section>
                  ))
                ),
              )}
            </article>
          </div>
          <div className="col col--3">
            <TOC toc={outline.toc} />
          </div>
        </div>
      </main>
    </Layout>
  );
}
