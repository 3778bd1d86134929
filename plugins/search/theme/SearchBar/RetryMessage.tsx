/**
 * A search failure with its "Try again" button, shared by the navbar form (./index.tsx, when
 * the search box's chunk cannot load) and the loaded box (./Box.tsx, when the index cannot).
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export default function RetryMessage({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry: () => void;
}): ReactNode {
  return (
    <p className={styles.message}>
      {children}
      <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
        {translate({
          id: 'theme.SearchBar.retry',
          message: 'Try again',
          description: 'The button that loads search again after a failure',
        })}
      </button>
    </p>
  );
}
