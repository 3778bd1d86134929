import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock/Eager';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import examples from '@generated/saturn-openapi/default/examples.json';

import {findCall, findExample, prettyJson, statusLine} from '../../openapi/api-data';
import type {ApiCallName} from '@site/src/data/api-calls';
import {tabGroups} from '@site/src/data/tab-groups';

import tableStyles from '../api-table.module.css';

import styles from './styles.module.css';

type ApiExampleProps = (
  | {
      /** An operationId of openapi/openapi.yaml, e.g. `pingSuccess`: its parameters' examples. */
      operation: string;
      call?: never;
    }
  | {
      /** A call of src/data/api-calls.ts: an operation with query values of its own. */
      call: ApiCallName;
      operation?: never;
    }
) & {
  /** Show the method, path and summary above the tabs (the API reference shows them itself). */
  endpoint?: boolean;
  /** Render only the selected language's tab (the API reference has 35 samples). */
  lazy?: boolean;
};

/**
 * An API request in curl, JavaScript/TypeScript, Go, PHP and Python, with its
 * example response: an operation with its parameters' examples, or a named call of
 * src/data/api-calls.ts with query values of its own. Everything is generated from
 * openapi/openapi.yaml at build time; the language tabs are one group on every page
 * (`tabGroups.language`).
 */
export default function ApiExample({
  operation,
  call,
  endpoint = true,
  lazy = false,
}: ApiExampleProps): ReactNode {
  const info = call !== undefined ? findCall(examples, call) : findExample(examples, operation);
  const success = info.success;
  return (
    <div className={styles.example}>
      {endpoint && (
        <p className={styles.endpoint}>
          <span className={tableStyles.method}>{info.method}</span> <code>{info.path}</code>{' '}
          <span className={styles.summary}>{info.summary}</span>
        </p>
      )}
      <Tabs groupId={tabGroups.language.id} lazy={lazy}>
        {info.samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      {success && (
        <>
          <p className={styles.responseLabel}>
            Response <code>{statusLine(success.status)}</code>
          </p>
          {success.example !== null ? (
            <CodeBlock language="json">{prettyJson(success.example)}</CodeBlock>
          ) : (
            <p>{success.description}</p>
          )}
        </>
      )}
    </div>
  );
}
