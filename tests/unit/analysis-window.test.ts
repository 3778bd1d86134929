/** The analytics window: the shorter of 30 days and the plan's history. */
import {describe, expect, it} from 'vitest';

import {
  analysisWindow,
  healthScore,
  percentiles,
  reliability,
  uptime,
} from '../../src/data/analytics';
import {planById, plans} from '../../src/data/facts';
import {healthExample, reliabilityExample} from '../../src/data/worked-example-inputs';
import {
  analysisWindowDays,
  fullWindowPlansText,
  longSpan,
  planWindows,
  shorterWindowsText,
} from '../../src/lib/analysis-window';

describe('analysisWindowDays', () => {
  it('is 30 days on a plan that keeps more, and the whole history on one that keeps less', () => {
    expect(analysisWindow.maxDays).toBe(30);
    expect(analysisWindowDays(planById('free'))).toBe(7);
    expect(analysisWindowDays(planById('team'))).toBe(30);
    expect(analysisWindowDays(planById('business'))).toBe(30);
    expect(analysisWindowDays({historyDays: 30})).toBe(30);
    expect(planWindows).toHaveLength(plans.length);
  });

  it('refuses a history that is not a whole number of days', () => {
    expect(() => analysisWindowDays({historyDays: 0})).toThrow(/whole number of days/);
    expect(() => analysisWindowDays({historyDays: 2.5})).toThrow(/got 2.5/);
  });

  it('words the plans for the pages', () => {
    expect(shorterWindowsText).toBe('7 days on Free');
    expect(fullWindowPlansText).toBe('Team and Business');
  });

  it('is the one window of every analytics figure', () => {
    for (const figure of [healthScore, reliability, percentiles, uptime]) {
      expect(figure.windowDays).toBe(analysisWindow.maxDays);
    }
  });

  it('is the window of the worked examples, which the pages place on Team and Business', () => {
    const days =
      (Date.parse(reliabilityExample.windowEnd) - Date.parse(reliabilityExample.windowStart)) /
      86_400_000;
    expect(days).toBe(analysisWindow.maxDays);
    // Every 6 hours for the whole window.
    const due = healthExample.onTimeRuns + healthExample.lateRuns + healthExample.missedRuns;
    expect(due).toBe(4 * analysisWindow.maxDays);
  });
});

describe('longSpan', () => {
  it('is a span longer than the analytics window that every plan it names keeps', () => {
    expect(longSpan.days).toBe(90);
    expect(longSpan.days).toBeGreaterThan(analysisWindow.maxDays);
    expect(longSpan.plansText).toBe('Team and Business');
    for (const plan of plans.filter((p) => longSpan.plansText.includes(p.name))) {
      expect(plan.historyDays).toBeGreaterThanOrEqual(longSpan.days);
    }
  });
});
