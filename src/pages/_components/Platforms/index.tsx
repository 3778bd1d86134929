import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import InlineCode from '@site/src/components/InlineCode';
import {platformSetups, sectionHeadings} from '@site/src/data/home';
import {useSiteUrls} from '@site/src/hooks/useSiteUrls';

import Section from '../Section';
import home from '../home.module.css';
import styles from './styles.module.css';

/** The three platforms, each with the two commands that set it up. */
export default function Platforms(): ReactNode {
  const urls = useSiteUrls();
  return (
    <Section {...sectionHeadings.platforms}>
      <div className={styles.grid}>
        {platformSetups.map((platform) => (
          <article
            key={platform.id}
            className={clsx(home.card, styles.card)}
            aria-labelledby={`platform-${platform.id}`}>
            <h3 id={`platform-${platform.id}`} className={styles.name}>
              {platform.name}
            </h3>
            <p className={styles.how}>
              <InlineCode text={platform.how} />
            </p>
            <p className={styles.where}>{platform.where}</p>
            <pre
              className={styles.code}
              tabIndex={0}
              aria-label={`${platform.name} setup commands`}>
              <code>
                {platform.lines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line.replace('{helmRepository}', urls.helmRepository)}
                    {'\n'}
                  </span>
                ))}
              </code>
            </pre>
            <p className={styles.then}>
              <InlineCode text={platform.then} />
            </p>
            <Link className={styles.link} to={platform.link.to}>
              {platform.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </article>
        ))}
      </div>
    </Section>
  );
}
