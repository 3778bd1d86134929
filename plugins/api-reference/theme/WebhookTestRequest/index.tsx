import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock/Eager';
import webhooks from '@generated/saturn-openapi/default/webhooks.json';

import {findWebhook} from '../../openapi/api-data';
import {webhookTestScript} from '@site/src/lib/webhooks/test-request';

interface WebhookTestRequestProps {
  /** A webhook event of openapi/openapi.yaml, e.g. `incident.opened`. */
  event: string;
}

/**
 * A bash script that sends the event's example from openapi.yaml to a receiver,
 * signed at the moment it runs (src/lib/webhooks/test-request.ts).
 */
export default function WebhookTestRequest({event}: WebhookTestRequestProps): ReactNode {
  const webhook = findWebhook(webhooks, event);
  return (
    <CodeBlock language="bash">
      {webhookTestScript(event, JSON.stringify(webhook.example))}
    </CodeBlock>
  );
}
