/**
 * Webhook delivery facts: how Saturn signs, times out and retries webhook
 * requests. `openapi/openapi.yaml` states the same header and tolerance, and
 * tests/unit/openapi-facts.test.ts checks that they agree.
 */

export const webhookSignature = {
  /** Request header that carries the signature. */
  header: 'Saturn-Signature',
  /** Signature scheme version in the header (`v1=`). */
  version: 'v1',
  /** HMAC algorithm over `<t>.<raw body>`, keyed with the endpoint's signing secret. */
  algorithm: 'HMAC-SHA256',
  /** Reject a request whose timestamp is further than this from your clock, in seconds. */
  toleranceSeconds: 300,
  /** Prefix of an endpoint's signing secret, as shown in the dashboard. */
  secretPrefix: 'whsec_',
  /** A made-up secret for the worked example on /alerts/webhooks; never a real one. */
  exampleSecret: 'whsec_example_3f9a1c7e5b2d8f60',
} as const;

export const webhookDelivery = {
  /** An attempt fails when the endpoint does not answer 2xx within this many seconds. */
  timeoutSeconds: 10,
  /**
   * Delay before each retry after a failed attempt, in seconds: 1 min, 5 min,
   * 30 min, 2 h, 6 h and 12 h. After the last retry fails, the delivery is
   * marked failed in the dashboard.
   */
  retryDelaysSeconds: [60, 300, 1_800, 7_200, 21_600, 43_200],
} as const;

/** Total attempts of one delivery: the first one plus every retry. */
export const webhookMaxAttempts = 1 + webhookDelivery.retryDelaysSeconds.length;
