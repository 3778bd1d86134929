/**
 * The fault servers that tests/examples runs the API samples against behave as
 * described: 429 with Retry-After once then the success, silence, and refusal.
 */
import net from 'node:net';
import {describe, expect, it} from 'vitest';

import {rateLimitedOnce, refused, silent} from '../examples/lib/fault-servers';

describe('fault servers of the examples harness', () => {
  it('answers 429 with Retry-After once, then the documented success', async () => {
    const server = await rateLimitedOnce(2, 202, {received: true});
    try {
      const first = await fetch(`${server.base}/api/ping/x/start`, {method: 'POST'});
      expect(first.status).toBe(429);
      expect(first.headers.get('retry-after')).toBe('2');
      expect(await first.json()).toEqual({error: 'Rate limit exceeded'});
      const second = await fetch(`${server.base}/api/ping/x/start`, {method: 'POST'});
      expect(second.status).toBe(202);
      expect(await second.json()).toEqual({received: true});
      expect(server.requests.map((r) => r.status)).toEqual([429, 202]);
    } finally {
      await server.close();
    }
  });

  it('accepts a request and never answers it', async () => {
    const server = await silent();
    try {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 500);
      await expect(fetch(`${server.base}/x`, {signal: controller.signal})).rejects.toThrow();
      clearTimeout(timer);
      expect(server.connections).toHaveLength(1);
      expect(server.connections[0]!.requestAt).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('refuses connections', async () => {
    const {base} = await refused();
    const port = Number(new URL(base).port);
    const error = await new Promise<NodeJS.ErrnoException>((resolveError) => {
      net.connect(port, '127.0.0.1').once('error', resolveError);
    });
    expect(error.code).toBe('ECONNREFUSED');
  });
});
