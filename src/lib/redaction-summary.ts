/**
 * What a redaction did, in the words the redaction sandbox shows: one status sentence, and where
 * the input was cut, how much of it. Every figure comes from `redact()` and refers to the part of
 * the input that is sent, so the counts add up: bytes dropped plus bytes sent is the input, and
 * a secret is counted only when its marker is in the text sent. Pure functions, no React.
 */
import {api} from '../data/facts';
import type {RedactionResult} from './redaction';

const bytes = (value: number): string => value.toLocaleString('en-US');

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** The status line: what would be sent, or why nothing would. */
export function redactionStatus(
  result: RedactionResult,
  maxBytes: number = api.maxOutputBytes,
): string {
  if (!result.ok) {
    const count = result.errors.length;
    return `${count} ${count === 1 ? 'pattern needs' : 'patterns need'} fixing. Nothing would be sent.`;
  }
  if (result.inputBytes === 0) return 'Nothing to redact: the output is empty.';
  if (result.lastLine) {
    const {bytes: lineBytes, redactedBytes} = result.lastLine;
    const size =
      redactedBytes === null
        ? `the last line alone is ${bytes(lineBytes)} bytes`
        : `the last line is ${bytes(lineBytes)} bytes, and ${bytes(redactedBytes)} once its secrets are replaced by markers`;
    return `Nothing would be sent: ${size}, more than the ${bytes(maxBytes)} bytes a ping carries. A line is never sent in part.`;
  }
  const secrets = result.matches.reduce((total, match) => total + match.count, 0);
  if (secrets === 0) {
    return result.droppedBytes === 0
      ? 'No secrets found. The output would be sent unchanged.'
      : 'No secrets found in the part that would be sent: it would be sent unchanged.';
  }
  return `${plural(secrets, 'secret', 'secrets')} redacted by ${plural(result.matches.length, 'rule', 'rules')}.`;
}

/** Where the input was cut to fit a ping, and how much was dropped; null when nothing was. */
export function redactionCut(
  result: RedactionResult,
  maxBytes: number = api.maxOutputBytes,
): string | null {
  if (!result.ok || result.droppedBytes === 0) return null;
  const {inputBytes, droppedBytes, droppedForMarkers} = result;
  const sentBytes = inputBytes - droppedBytes;
  const why =
    droppedForMarkers === droppedBytes
      ? `The input is ${bytes(inputBytes)} bytes, within the ${bytes(maxBytes)} a ping carries, but markers are longer than the secrets they replace, so only whole lines from the end that fit once redacted are kept:`
      : `The input is ${bytes(inputBytes)} bytes and a ping carries at most ${bytes(maxBytes)}, so only whole lines from the end are kept:`;
  const markers =
    droppedForMarkers > 0 && droppedForMarkers < droppedBytes
      ? ` (${bytes(droppedForMarkers)} of them because markers are longer than the secrets they replace)`
      : '';
  const what =
    sentBytes === 0
      ? `all ${bytes(droppedBytes)} bytes are dropped${markers}.`
      : `the first ${bytes(droppedBytes)} bytes are dropped${markers} and the last ${bytes(sentBytes)} bytes are sent, redacted.`;
  return `${why} ${what}`;
}
