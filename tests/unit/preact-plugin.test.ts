/**
 * plugins/preact: which builds run Preact in the browser, the aliases it sets, and the
 * engine's name in Rspack's cache version, so a React build never reuses Preact's modules.
 */
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

import preactPlugin, {browserAliases, preactEnabled} from '../../plugins/preact';

type Configure = (
  config: {resolve?: {alias?: Record<string, string>}; experiments?: {cache?: {version: string}}},
  isServer: boolean,
) => unknown;

function configure(isServer: boolean) {
  const configureWebpack = preactPlugin({siteDir: '/site'} as LoadContext)
    .configureWebpack as unknown as Configure;
  const config = {
    resolve: {alias: {react: '/nm/react', 'react-dom': '/nm/react-dom', '@site': '/site'}},
    experiments: {cache: {version: 'client-production-en-3.10.2-abc'}},
  };
  configureWebpack(config, isServer);
  return config;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('preactEnabled', () => {
  it('is on in production builds with SATURN_PREACT=1', () => {
    expect(preactEnabled({NODE_ENV: 'production', SATURN_PREACT: '1'})).toBe(true);
  });
  it('is off by default', () => {
    expect(preactEnabled({NODE_ENV: 'production'})).toBe(false);
  });
  it('is off under docusaurus start', () => {
    expect(preactEnabled({NODE_ENV: 'development', SATURN_PREACT: '1'})).toBe(false);
  });
});

describe('the browser bundle', () => {
  it('resolves React to preact/compat in a production build with SATURN_PREACT=1', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SATURN_PREACT', '1');
    const config = configure(false);
    expect(config.resolve.alias).toEqual({...browserAliases, '@site': '/site'});
    expect(config.experiments.cache.version).toBe('client-production-en-3.10.2-abc-preact');
  });

  it('keeps React by default, under another cache version', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SATURN_PREACT', '');
    const config = configure(false);
    expect(config.resolve.alias.react).toBe('/nm/react');
    expect(config.experiments.cache.version).toBe('client-production-en-3.10.2-abc-react');
  });

  it('leaves the server bundle alone', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = configure(true);
    expect(config.resolve.alias.react).toBe('/nm/react');
    expect(config.experiments.cache.version).toBe('client-production-en-3.10.2-abc');
  });
});
