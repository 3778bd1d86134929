/**
 * The webhook signature scheme, and the webhooks page's examples agree with
 * src/data/webhooks.ts (code blocks cannot import facts, so this checks them).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {webhookDelivery, webhookMaxAttempts, webhookSignature} from '../../src/data/webhooks';
import {signatureHeader, signatureOf, verifySignature} from '../../src/lib/webhooks/signature';
import {
  sentBodyLine,
  tamperedBodyLine,
  webhookTestScript,
} from '../../src/lib/webhooks/test-request';

const secret = webhookSignature.exampleSecret;
const body = '{"id":"evt_9c1v6b3n8m","event":"incident.opened"}';
const t = 1749603610;
const page = fs.readFileSync(path.resolve(__dirname, '../../docs/alerts/webhooks.mdx'), 'utf8');

describe('webhook signatures', () => {
  it('accepts a fresh, correctly signed request', () => {
    expect(verifySignature(signatureHeader(secret, t, body), body, secret, t + 10)).toBe(true);
  });

  it('rejects a changed body, another secret, a malformed header and a missing one', () => {
    const header = signatureHeader(secret, t, body);
    expect(verifySignature(header, body.replace('opened', 'resolved'), secret, t)).toBe(false);
    expect(verifySignature(header, body, 'whsec_other', t)).toBe(false);
    expect(verifySignature('t=abc,v1=00', body, secret, t)).toBe(false);
    expect(verifySignature(undefined, body, secret, t)).toBe(false);
  });

  it(`rejects requests more than ${webhookSignature.toleranceSeconds} s old or ahead`, () => {
    const header = signatureHeader(secret, t, body);
    const tolerance = webhookSignature.toleranceSeconds;
    expect(verifySignature(header, body, secret, t + tolerance)).toBe(true);
    expect(verifySignature(header, body, secret, t + tolerance + 1)).toBe(false);
    expect(verifySignature(header, body, secret, t - tolerance - 1)).toBe(false);
  });

  it('retries on a growing schedule', () => {
    const delays = webhookDelivery.retryDelaysSeconds;
    expect([...delays].sort((a, b) => a - b)).toEqual([...delays]);
    expect(webhookMaxAttempts).toBe(delays.length + 1);
  });
});

describe('the test script of /alerts/webhooks', () => {
  it('signs the compact body with the example secret at the current time', () => {
    const rawBody = `{"id":"evt_1","note":"it's"}`;
    const script = webhookTestScript('incident.opened', rawBody);
    expect(script).toContain(`secret='${secret}'`);
    expect(script).toContain(`body='{"id":"evt_1","note":"it'\\''s"}'`);
    expect(script).toContain('t=$(date +%s)');
    expect(script).toContain(`"${webhookSignature.header}: t=$t,${webhookSignature.version}=$v1"`);
    // It signs body and sends sent, so a reader can send a body other than the signed one.
    expect(script).toContain(`\n${sentBodyLine}\n`);
    expect(script).toContain('--data-binary "$sent"');
    expect(script).toContain(tamperedBodyLine.replace('sent=', 'to '));
    let output: string;
    try {
      // The script with curl replaced by printing what it would send.
      const printed = script.replace(/curl [\s\S]*$/, 'printf "%s %s" "$t" "$v1"');
      output = execFileSync('bash', ['-c', printed], {encoding: 'utf8'}).trim();
    } catch {
      return; // openssl is not installed here; tests/examples runs the whole script.
    }
    const [t, v1] = output.split(' ');
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(5);
    expect(v1).toBe(signatureOf(secret, Number(t), rawBody));
  });
});

describe('docs/alerts/webhooks.mdx', () => {
  it('uses the tolerance, header and example secret of src/data/webhooks.ts in its code', () => {
    const tolerance = String(webhookSignature.toleranceSeconds);
    expect(page).toContain(`const toleranceSeconds = ${tolerance};`);
    expect(page).toContain(`const toleranceSeconds = ${tolerance}\n`);
    expect(page).toContain(`abs(time() - (int) $timestamp) > ${tolerance}`);
    expect(page).toContain(`r.Header.Get("${webhookSignature.header}")`);
    expect(page).toContain(`request.headers['${webhookSignature.header.toLowerCase()}']`);
    expect(page).toContain(`secret='${secret}'`);
    expect(page).toContain(`export SATURN_WEBHOOK_SECRET='${secret}'`);
  });

  it('has an openssl example that computes the same signature', () => {
    const block = /```bash\n([\s\S]*?)```/.exec(page)?.[1];
    expect(block).toBeDefined();
    let output: string;
    try {
      output = execFileSync('bash', ['-c', block!], {encoding: 'utf8'}).trim();
    } catch {
      return; // openssl is not installed here; the HMAC itself is tested above.
    }
    expect(output).toBe(signatureOf(secret, t, body));
  });
});
