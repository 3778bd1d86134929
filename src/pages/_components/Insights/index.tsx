import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import {anomalyDefaults} from '@site/src/data/facts';
import {exampleMonitor, metrics, sectionHeadings} from '@site/src/data/home';
import {exampleMonitorFigures} from '@site/src/lib/example-monitor';
import {num} from '@site/src/lib/format';
import {formatDurationShort} from '@site/src/lib/sla';
import {evaluateRun, stddev, welfordFrom} from '@site/src/lib/welford';

import Section from '../Section';
import styles from './styles.module.css';

// Geometry of the duration chart, in SVG user units. The SVG carries its width
// and height, so the browser reserves its box before it paints: no layout shift.
// The axis starts at `min`, not at zero, so each run is a dot at its duration rather than a
// bar whose length would read as the duration from zero.
const chart = {
  width: 640,
  height: 230,
  left: 84,
  right: 12,
  top: 16,
  bottom: 40,
  min: 260,
  max: 370,
};
const plotWidth = chart.width - chart.left - chart.right;
const plotHeight = chart.height - chart.top - chart.bottom;
const y = (seconds: number): number =>
  chart.top + plotHeight * (1 - (seconds - chart.min) / (chart.max - chart.min));

const durations = exampleMonitor.durationsSeconds;
const latest = durations[durations.length - 1]!;
// Saturn's own rule (src/lib/welford.ts) judges the latest run against the runs before it. The
// durations are in seconds here; a z-score does not depend on the unit.
const baseline = welfordFrom(durations.slice(0, -1));
const baselineStdDev = stddev(baseline);
const decision = evaluateRun(baseline, latest, null);
if (decision.outcome !== 'anomaly' || decision.z === null || decision.severity === null) {
  throw new Error(`The home page's example run is not an anomaly: ${decision.outcome}.`);
}
const {z, severity} = decision;
// Shown with enough digits that (latest - mean) / sigma, worked out from the shown values,
// gives the shown z: (352 - 304.2) / 9.28 = 5.15. One decimal each read 5.16 against z = 5.1.
const meanText = num(baseline.mean, 1);
const stdDevText = num(baselineStdDev, 2);
const zShown = z.toFixed(2);
const bandTop = baseline.mean + anomalyDefaults.zThreshold * baselineStdDev;
const bandBottom = baseline.mean - anomalyDefaults.zThreshold * baselineStdDev;

function DurationChart(): ReactNode {
  const step = plotWidth / durations.length;
  const dotRadius = Math.min(5, step * 0.3);
  return (
    <svg
      className={styles.chart}
      width={chart.width}
      height={chart.height}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-labelledby="insights-chart-title insights-chart-desc">
      <title id="insights-chart-title">Run durations of the example monitor</title>
      <desc id="insights-chart-desc">
        {`Dot chart of ${durations.length} runs, on an axis from ${chart.min} to ${chart.max} seconds. Most take between ${Math.min(...durations)} and ${Math.max(...durations.slice(0, -1))} seconds; the latest took ${latest} seconds, outside the normal band.`}
      </desc>
      {[280, 320, 360].map((tick) => (
        <g key={tick}>
          <line
            x1={chart.left}
            x2={chart.width - chart.right}
            y1={y(tick)}
            y2={y(tick)}
            className={styles.grid}
          />
          <text x={chart.left - 8} y={y(tick) + 4} textAnchor="end" className={styles.axis}>
            {tick} s
          </text>
        </g>
      ))}
      <rect
        x={chart.left}
        y={y(bandTop)}
        width={plotWidth}
        height={y(bandBottom) - y(bandTop)}
        className={styles.band}
      />
      <line
        x1={chart.left}
        x2={chart.width - chart.right}
        y1={y(baseline.mean)}
        y2={y(baseline.mean)}
        className={styles.mean}
      />
      {durations.map((seconds, index) => {
        const isLatest = index === durations.length - 1;
        return (
          <circle
            key={index}
            cx={chart.left + index * step + step / 2}
            cy={y(seconds)}
            r={dotRadius}
            data-seconds={seconds}
            className={isLatest ? styles.dotAnomaly : styles.dot}
          />
        );
      })}
      <text
        x={chart.width - chart.right - 4}
        y={y(latest) - 6}
        textAnchor="end"
        className={styles.anomalyLabel}>
        {`z = ${zShown}`}
      </text>
      <text x={chart.left} y={chart.height - 12} className={styles.axis}>
        oldest run
      </text>
      <text
        x={chart.width - chart.right}
        y={chart.height - 12}
        textAnchor="end"
        className={styles.axis}>
        latest run
      </text>
    </svg>
  );
}

/** A ring that fills to the score, drawn at a fixed 64 x 64. */
function ScoreRing({score}: {score: number}): ReactNode {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg width={64} height={64} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx={32} cy={32} r={radius} className={styles.ringTrack} />
      <circle
        cx={32}
        cy={32}
        r={radius}
        className={styles.ringValue}
        strokeDasharray={`${(circumference * score) / 100} ${circumference}`}
        transform="rotate(-90 32 32)"
      />
      <text x={32} y={38} textAnchor="middle" className={styles.ringText}>
        {score}
      </text>
    </svg>
  );
}

/** An illustrative monitor dashboard next to the four things Saturn computes. */
export default function Insights(): ReactNode {
  const m = exampleMonitor;
  const figures = exampleMonitorFigures;
  return (
    <Section {...sectionHeadings.insights}>
      <div className={styles.layout}>
        <figure className={styles.panel} aria-labelledby="insights-caption">
          <div className={styles.panelHead}>
            <div>
              <p className={styles.monitorName}>{m.name}</p>
              <p className={styles.monitorSchedule}>
                <code>{m.schedule}</code> in {m.timezone}
              </p>
            </div>
            <div className={styles.badges}>
              <span className={clsx(styles.pill, styles.example)}>Illustrative example</span>
              <span className={clsx(styles.pill, styles.status)}>OK</span>
            </div>
          </div>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Health score</dt>
              <dd className={styles.scoreValue}>
                <ScoreRing score={figures.healthScore} />
                <span className="visually-hidden">{figures.healthScore} out of 100</span>
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>MTTR</dt>
              <dd>{figures.mttrMs === null ? 'n/a' : formatDurationShort(figures.mttrMs)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>MTBF</dt>
              <dd>{figures.mtbfMs === null ? 'n/a' : formatDurationShort(figures.mtbfMs)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Uptime ({figures.windowDays} d)</dt>
              <dd>
                {figures.uptimePercent === null ? 'n/a' : num(figures.uptimePercent, 2)}%
                <span className={styles.target}> target {m.slaTargetPercent}%</span>
              </dd>
            </div>
          </dl>
          <p className={styles.chartTitle}>
            Run duration of the last {durations.length} runs, in seconds. Shaded: mean ±{' '}
            {anomalyDefaults.zThreshold}σ of the {durations.length - 1} runs shown before the latest
          </p>
          <DurationChart />
          <p className={styles.incident}>
            <span className={styles.incidentType}>ANOMALY · {severity}</span>
            <span>
              Latest run took {latest} s against a mean of {meanText} s (σ {stdDevText} s): z ={' '}
              {zShown}. The status stays OK.
            </span>
          </p>
          <figcaption id="insights-caption" className={styles.caption}>
            <strong>Illustrative example.</strong> Made-up data for one hourly job; not a screenshot
            and not a customer&apos;s monitor. The band and the z-score are worked out from the{' '}
            {durations.length - 1} runs shown before the latest only, while Saturn judges a run
            against every successful run of its monitor since the monitor was created, so on a real
            monitor the band and the verdict can differ. The duration axis starts at {chart.min} s,
            not at zero.
          </figcaption>
        </figure>
        <ul className={styles.metrics}>
          {metrics.map((metric) => (
            <li key={metric.id} className={styles.metric}>
              <h3 className={styles.metricTitle}>{metric.title}</h3>
              <p className={styles.metricText}>{metric.text}</p>
              <Link to={metric.link.to}>
                {metric.link.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
