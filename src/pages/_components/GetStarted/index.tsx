import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {finalLinks, heroLinks} from '@site/src/data/home';

import styles from './styles.module.css';

/** The closing call to action: pick a quickstart or read the docs. */
export default function GetStarted(): ReactNode {
  return (
    <section className={styles.cta} aria-labelledby="get-started">
      <div className="container">
        <h2 id="get-started" className={styles.title}>
          Monitor your first job today
        </h2>
        <p className={styles.text}>
          Each quickstart takes one job from unmonitored to alerting, and shows how to test the
          alert before you rely on it.
        </p>
        <ul className={styles.links}>
          {finalLinks.map((link) => (
            <li key={link.to}>
              <Link className={styles.pill} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link className="button button--primary button--lg" to={heroLinks.secondary.to}>
          {heroLinks.secondary.label}
        </Link>
      </div>
    </section>
  );
}
