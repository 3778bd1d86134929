import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock/Eager';

import {redactionExamples} from '@site/src/data/redaction-examples';
import {defaultRules} from '@site/src/lib/redaction';

import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHead from '@site/src/components/TableHead';

/** The default redaction rules, in the order the CLI applies them, rendered from `src/lib/redaction.ts`. */
export function RedactionRulesTable(): ReactNode {
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <ScrollableTable className={styles.wrapper} label="Default redaction rules">
      <table className={styles.table}>
        <TableHead columns={['Marker', 'What it removes']} />
        <tbody>
          {defaultRules.map((rule) => (
            <tr key={rule.id} id={`rule-${rule.id}`}>
              <td className={styles.marker}>
                <code>{rule.marker}</code>
              </td>
              <td>
                {rule.description}
                <details className={styles.details}>
                  <summary>Pattern</summary>
                  <code className={styles.pattern}>
                    /{rule.pattern.source}/{rule.pattern.flags}
                  </code>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

/** Before/after pairs from `src/data/redaction-examples.ts`; a unit test checks each against the code. */
export function RedactionExamples(): ReactNode {
  return (
    <>
      {redactionExamples.map((example) => (
        <figure key={example.ruleId} className={styles.example}>
          <figcaption>
            <code>{example.ruleId}</code>: {example.context}
          </figcaption>
          <CodeBlock language="text" title="Before">
            {example.before}
          </CodeBlock>
          <CodeBlock language="text" title="After">
            {example.after}
          </CodeBlock>
        </figure>
      ))}
    </>
  );
}
