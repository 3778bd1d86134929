import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

interface SectionProps {
  /** Id of the section's heading, also the anchor of the section. */
  id: string;
  /** Short label above the heading. */
  eyebrow: string;
  title: string;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  /** Draw the section on the tinted background. */
  tinted?: boolean;
  children: ReactNode;
}

/** A home page section: a labelled heading, an intro and its content. */
export default function Section({
  id,
  eyebrow,
  title,
  intro,
  tinted = false,
  children,
}: SectionProps): ReactNode {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)} aria-labelledby={id}>
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
