import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock/Eager';
import webhooks from '@generated/saturn-openapi/default/webhooks.json';

import InlineCode from '@site/src/components/InlineCode';
import {findWebhook, prettyJson} from '../../openapi/api-data';

interface WebhookExampleProps {
  /** A webhook event of openapi/openapi.yaml, e.g. `incident.opened`. */
  event: string;
}

/**
 * The request Saturn sends for one webhook event: its headers, signed with the
 * example secret of src/data/webhooks.ts, and its JSON body, from openapi.yaml.
 */
export default function WebhookExample({event}: WebhookExampleProps): ReactNode {
  const webhook = findWebhook(webhooks, event);
  const headers = [
    'POST /your/webhook/endpoint HTTP/1.1',
    'Content-Type: application/json',
    ...(webhook.signed ? [`Saturn-Signature: ${webhook.signed.header}`] : []),
  ];
  return (
    <div>
      <p>
        <InlineCode text={webhook.description} />
      </p>
      <CodeBlock language="text">{headers.join('\n')}</CodeBlock>
      <CodeBlock language="json">{prettyJson(webhook.example)}</CodeBlock>
    </div>
  );
}
