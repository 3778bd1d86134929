/**
 * The shell script on /alerts/webhooks that sends a receiver one example event,
 * signed now with the example secret, the way Saturn signs it: over the compact
 * JSON body, with the current Unix time as `t`. Pure; the webhooks suite of
 * tests/examples runs the script against every receiver on the page.
 */
import {webhookSignature} from '../../data/webhooks';

/** The URL the script sends to; readers change it to their receiver's. */
export const testReceiverUrl = 'http://localhost:8080/saturn/webhooks';

function shellSingleQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The line of the script that sets the body it sends. */
export const sentBodyLine = 'sent=$body';
/** The same line changed as the script's comment suggests: the signed body and one more space. */
export const tamperedBodyLine = 'sent="$body "';

/**
 * A bash script that signs `rawBody` (compact JSON) now and POSTs it to the receiver,
 * printing the status. It signs `body` and sends `sent`, a copy, so that a reader who
 * changes `sent` sends a body that differs from the signed one.
 */
export function webhookTestScript(event: string, rawBody: string): string {
  return [
    `# Sends the ${event} example, signed now with the example secret.`,
    `secret=${shellSingleQuote(webhookSignature.exampleSecret)}`,
    `url=${shellSingleQuote(testReceiverUrl)}`,
    `body=${shellSingleQuote(rawBody)}`,
    `t=$(date +%s)`,
    `v1=$(printf '%s.%s' "$t" "$body" | openssl dgst -sha256 -hmac "$secret" | sed 's/^.*= //')`,
    `# The body sent: the signed one. To send another, change sent, e.g. to "$body " (one space more).`,
    sentBodyLine,
    `curl -sS -o /dev/null -w '%{http_code}\\n' -X POST "$url" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "${webhookSignature.header}: t=$t,${webhookSignature.version}=$v1" \\`,
    `  --data-binary "$sent"`,
  ].join('\n');
}
