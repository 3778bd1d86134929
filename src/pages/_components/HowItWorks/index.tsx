import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import {flowSteps, sectionHeadings, type FlowStep} from '@site/src/data/home';

import Section from '../Section';
import home from '../home.module.css';
import styles from './styles.module.css';

/** A 28 x 28 icon per step, drawn inline so nothing loads late. */
function StepIcon({id}: {id: FlowStep['id']}): ReactNode {
  const common = {
    width: 28,
    height: 28,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  };
  switch (id) {
    case 'ping':
      return (
        <svg {...common}>
          <path d="M3 12h4l3-8 4 16 3-8h4" />
        </svg>
      );
    case 'detect':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      );
    case 'alert':
      return (
        <svg {...common}>
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
          <path d="M10 21h4" />
        </svg>
      );
  }
}

/** Ping, detect, alert: the three steps drawn as a flow that turns vertical on narrow screens. */
export default function HowItWorks(): ReactNode {
  return (
    <Section {...sectionHeadings.howItWorks} tinted>
      <ol className={styles.flow}>
        {flowSteps.map((step, index) => (
          <li key={step.id} className={clsx(home.card, styles.step)}>
            <div className={styles.stepHead}>
              <span className={styles.icon}>
                <StepIcon id={step.id} />
              </span>
              <span className={styles.number}>Step {index + 1}</span>
            </div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
            <ul className={styles.chips} aria-label={`${step.title}: examples`}>
              {step.chips.map((chip) => (
                <li key={chip}>
                  <code>{chip}</code>
                </li>
              ))}
            </ul>
            <Link to={step.link.to} className={styles.link}>
              {step.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ol>
    </Section>
  );
}
