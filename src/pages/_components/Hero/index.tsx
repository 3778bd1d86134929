import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {heroLinks} from '@site/src/data/home';
import {platforms, product} from '@site/src/data/facts';

import styles from './styles.module.css';

/** The top of the home page: the tagline as the page's h1, one sentence, two calls to action. */
export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.kicker}>Monitoring for scheduled jobs</p>
        <h1 className={styles.title}>{product.tagline}</h1>
        <p className={styles.lead}>{product.summary}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={heroLinks.primary.to}>
            {heroLinks.primary.label}
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to={heroLinks.secondary.to}>
            {heroLinks.secondary.label}
          </Link>
        </div>
        <ul className={styles.platforms} aria-label="Supported platforms">
          {platforms.map((platform) => (
            <li key={platform}>{platform}</li>
          ))}
        </ul>
      </div>
    </header>
  );
}
