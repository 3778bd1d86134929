import React, {type ReactNode} from 'react';

import {MAX_EDIT_DISTANCE, SEARCH_FIELDS} from '../../syntax/detect';
import styles from './styles.module.css';

/** What each operator of lunr's query syntax does, with an example a reader can type. */
const operators: {example: string; meaning: string}[] = [
  {example: 'title:cron', meaning: 'only in one field'},
  {example: '+cron +wordpress', meaning: 'both words required'},
  {example: 'cron -kubernetes', meaning: 'exclude a word'},
  {example: 'kube*', meaning: 'wildcard, not stemmed'},
  {example: 'anomaly~1', meaning: `up to N typos (at most ${MAX_EDIT_DISTANCE})`},
  {example: 'cron^10 linux', meaning: 'weigh a word N times more'},
];

/** A short help for the query syntax, shown under the search box of the search page. */
export default function SyntaxHelp({id}: {id: string}): ReactNode {
  return (
    <div id={id} className={styles.syntaxHelp}>
      <p className={styles.syntaxIntro}>
        Type words to search as usual, or use query syntax. Fields:{' '}
        {SEARCH_FIELDS.map((field, index) => (
          <React.Fragment key={field}>
            {index > 0 && ', '}
            <code>{field}</code>
          </React.Fragment>
        ))}
        .
      </p>
      <ul className={styles.syntaxList}>
        {operators.map(({example, meaning}) => (
          <li key={example}>
            <code>{example}</code> {meaning}
          </li>
        ))}
      </ul>
    </div>
  );
}
