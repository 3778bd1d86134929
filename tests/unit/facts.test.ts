import {describe, expect, it} from 'vitest';

import * as facts from '../../src/data/facts';
import {defaultUrls, resolveUrls, urlEnvironmentVariables} from '../../src/data/urls';

describe('plans', () => {
  it('have unique ids and names, and grow in every limit with the price', () => {
    expect(new Set(facts.plans.map((plan) => plan.id)).size).toBe(facts.plans.length);
    expect(new Set(facts.plans.map((plan) => plan.name)).size).toBe(facts.plans.length);
    for (let i = 1; i < facts.plans.length; i += 1) {
      const [previous, plan] = [facts.plans[i - 1]!, facts.plans[i]!];
      const message = `${plan.name} must cost and allow more than ${previous.name}`;
      expect(plan.priceUsdPerMonth, message).toBeGreaterThan(previous.priceUsdPerMonth);
      expect(plan.monitors, message).toBeGreaterThan(previous.monitors);
      expect(plan.seats, message).toBeGreaterThanOrEqual(previous.seats);
      expect(plan.historyDays, message).toBeGreaterThanOrEqual(previous.historyDays);
    }
  });

  it('all include email alerts', () => {
    for (const plan of facts.plans) expect(plan.channels, plan.name).toContain('email');
  });

  it('name the plans with anomaly detection in one phrase', () => {
    expect(facts.anomalyDetectionPlans.map((plan) => plan.id)).toEqual(
      facts.plans.filter((plan) => plan.anomalyDetection).map((plan) => plan.id),
    );
    expect(facts.anomalyDetectionPlanNames).toBe('Team and Business');
  });
});

describe('monitoring defaults', () => {
  it('keep the default grace period within its bounds', () => {
    expect(facts.gracePeriod.defaultSeconds).toBeGreaterThanOrEqual(facts.gracePeriod.minSeconds);
    expect(facts.gracePeriod.defaultSeconds).toBeLessThanOrEqual(facts.gracePeriod.maxSeconds);
  });

  it('define one rule per incident type, each with a known severity', () => {
    expect(facts.incidentRules.map((rule) => rule.type).sort()).toEqual(
      [...facts.incidentTypes].sort(),
    );
    for (const rule of facts.incidentRules) expect(facts.severities).toContain(rule.severity);
  });

  it('match the specification constants', () => {
    expect(facts.api.pageSize).toEqual({default: 50, max: 100});
    expect(facts.api.healthScore).toEqual({min: 0, max: 100});
    expect(facts.anomalyDefaults.zThreshold).toBeGreaterThan(0);
  });
});

describe('resolveUrls', () => {
  it('defaults every URL to the reserved saturn.example domain', () => {
    for (const [name, url] of Object.entries(resolveUrls({}))) {
      expect(new URL(url).hostname, name).toMatch(/(^|\.)saturn\.example$/);
    }
  });

  it('takes an override from the environment and drops a trailing slash', () => {
    const urls = resolveUrls({[urlEnvironmentVariables.statusPage]: 'https://status.acme.test/'});
    expect(urls.statusPage).toBe('https://status.acme.test');
    expect(urls.apiBase).toBe(defaultUrls.apiBase);
  });

  it('names the variable when a value is not an absolute http(s) URL', () => {
    expect(() => resolveUrls({SATURN_API_BASE_URL: 'api.acme.test'})).toThrow(
      /SATURN_API_BASE_URL/,
    );
    expect(() => resolveUrls({SATURN_SITE_URL: 'ftp://acme.test'})).toThrow(/http or https/);
  });
});
