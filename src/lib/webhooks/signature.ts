/**
 * Saturn's webhook signature scheme (see src/data/webhooks.ts):
 * `Saturn-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * keyed with the endpoint's signing secret. Used at build time to sign the
 * worked example on /alerts/webhooks, and by the tests as the reference a
 * receiver must agree with. Node only (node:crypto).
 */
import {createHmac, timingSafeEqual} from 'node:crypto';

import {webhookSignature} from '../../data/webhooks';

/** The hex HMAC-SHA256 of `<timestamp>.<rawBody>`. */
export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The full header value Saturn sends. */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},${webhookSignature.version}=${signatureOf(secret, timestamp, rawBody)}`;
}

/**
 * True when the header is well-formed, its timestamp is within the tolerance of
 * `nowSeconds`, and its v1 signature matches the raw body (compared in constant time).
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number = webhookSignature.toleranceSeconds,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get(webhookSignature.version) ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
