/**
 * The messages an interactive tool shows for input it cannot use, as one alert.
 * `id` lets the inputs point at it with aria-describedby.
 */
import type {ReactNode} from 'react';

import styles from '@site/src/css/tool.module.css';

export default function ToolErrors({
  id,
  messages,
}: {
  id: string;
  messages: readonly string[];
}): ReactNode {
  return (
    <div id={id} className={styles.error} role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
