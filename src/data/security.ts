/**
 * Security facts about the Saturn service shown on /security/overview:
 * transport and storage encryption and how tokens are kept. Facts about the
 * website itself (no cookies, no third-party requests) follow from its
 * configuration and are checked by the browser tests.
 */
export const transport = {
  /**
   * Oldest TLS version the API and dashboard accept. Only they are covered: email alerts reach
   * recipients' servers with whatever the receiving server offers, and a webhook goes to the URL
   * you configure, so the legal pages promise this version for the API and dashboard alone.
   */
  minimumTls: '1.2',
  /**
   * How alerts travel once they leave the service (`/legal/dpa`, `/legal/privacy`): nothing
   * above covers them, because the receiver decides.
   */
  alertsInTransit:
    'Alerts leave the service for destinations you choose, so their encryption in transit depends on the receiver: email reaches each recipient’s mail server with the encryption that server offers, and a webhook goes to the URL you configure, encrypted only when that URL uses https',
  /** HSTS max-age sent by the API and dashboard, in seconds (one year). */
  hstsMaxAgeSeconds: 31_536_000,
} as const;

export const storage = {
  /** Cipher of the disks and backups that hold monitor data, runs and output. */
  atRestCipher: 'AES-256',
  /** Backups are kept this many days, then deleted. */
  backupRetentionDays: 30,
} as const;

export const tokenHandling = {
  /** A token is shown once, when it is created; Saturn keeps only a hash of it. */
  shownOnce: true,
  hash: 'SHA-256',
  /**
   * A revoked token stops working at once, with no delay to wait out (bearerAuth in
   * openapi/openapi.yaml: a revoked token gets 401). Pages render this sentence rather
   * than state a delay of their own; tests/helpers/page-claims.ts refuses one.
   */
  revocation:
    'It stops working at once: every request made with it after you revoke it gets 401 "Invalid token".',
} as const;

/**
 * Network facts for firewalls. Saturn publishes no fixed IP ranges, neither
 * for the API your jobs call nor for the addresses webhooks come from: the
 * addresses can change without notice. Allow the API by host name, and
 * authenticate webhooks by their signature, not by their source address.
 */
export const network = {
  /** Port of every API and dashboard connection (HTTPS only). */
  apiPort: 443,
  /** Saturn publishes a list of IP ranges to allow-list. */
  publishesIpRanges: false,
} as const;

/**
 * Where a run's source address shows. Saturn keeps the IP address each ping of a run came from
 * with the run, as monitoring data (`/legal/dpa`), and shows it only in the dashboard, on the
 * run: no API operation returns runs (openapi.yaml), and webhook events carry the incident, not
 * the run.
 */
export const runSourceAddress =
  'Each ping also carries the IP address it reached Saturn from: the host’s own, or a proxy’s or NAT gateway’s if the host sends through one. Saturn keeps each ping’s address with the run, and the dashboard shows it on the run, next to its exit code and duration, so you can see where each ping came from; the API and webhook events do not return it.';
