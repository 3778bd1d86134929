import {describe, expect, it} from 'vitest';

import {channelReceives, channelRouting} from '../../src/data/alerts';

describe('alert routing by minimum severity', () => {
  it('a channel receives its minimum and everything above it', () => {
    expect(channelReceives('LOW', 'HIGH')).toBe(true);
    expect(channelReceives('LOW', 'LOW')).toBe(true);
    expect(channelReceives('MEDIUM', 'LOW')).toBe(false);
    expect(channelReceives('MEDIUM', 'HIGH')).toBe(true);
    expect(channelReceives('HIGH', 'MEDIUM')).toBe(false);
  });
  it('says there is no maximum', () => {
    expect(channelRouting).toMatch(/no maximum/);
  });
});
