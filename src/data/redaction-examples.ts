/**
 * Before/after examples of output redaction, shown on /security/redaction
 * and checked by `tests/unit/redaction.test.ts` against `src/lib/redaction.ts`:
 * the `after` text of each example is exactly what the code produces.
 *
 * Every secret here is fake: vendors' documented example keys or made-up
 * values in the right shape.
 */

export interface RedactionExample {
  /** The default rule this example shows. */
  ruleId: string;
  /** Where such a line comes from, in a few words. */
  context: string;
  before: string;
  after: string;
}

export const redactionExamples: readonly RedactionExample[] = [
  {
    ruleId: 'pem-private-key',
    context: 'A deploy script that prints the key it writes',
    before:
      'writing key to /etc/ssl/private/app.key\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgHcTz6sE2I2yPB\naFDrBz9vFqU4yQbG7X1d3kHJmLcS9wVLbQ9wTFRsOLG1Yb6uD1e9bRw0s1UjE8Ho\n-----END RSA PRIVATE KEY-----\nkey written',
    after: 'writing key to /etc/ssl/private/app.key\n[REDACTED:pem-private-key]\nkey written',
  },
  {
    ruleId: 'aws-access-key',
    context: 'The AWS CLI printing its configuration',
    before:
      'access_key     ****************MPLE shared-credentials-file\nusing AKIAIOSFODNN7EXAMPLE',
    after:
      'access_key     ****************MPLE shared-credentials-file\nusing [REDACTED:aws-access-key]',
  },
  {
    ruleId: 'aws-secret-key',
    context: 'A credentials file dumped by a debug step',
    before: '[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    after: '[default]\naws_secret_access_key = [REDACTED:aws-secret-key]',
  },
  {
    ruleId: 'github-token',
    context: 'git printing a remote URL with a token in it',
    before:
      'fatal: unable to access https://ghp_16C7e42F292c6912E7710c838347Ae178B4a@github.com/acme/infra.git/',
    after: 'fatal: unable to access https://[REDACTED:github-token]@github.com/acme/infra.git/',
  },
  {
    ruleId: 'gitlab-token',
    context: 'A CI variable echoed by a script',
    before: 'GITLAB_API=glpat-x9Yb2mKq7RtW4nZc8vLd',
    after: 'GITLAB_API=[REDACTED:gitlab-token]',
  },
  {
    ruleId: 'slack-webhook',
    context: 'A notification step that logs where it posts',
    before:
      'posting summary to https://hooks.slack.com/services/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',
    after: 'posting summary to [REDACTED:slack-webhook]',
  },
  {
    ruleId: 'slack-token',
    context: 'A bot client in debug mode',
    before: 'slack client init token=xoxb-2748390123-5527419876-Qm7ZkT3vW9pXc2LbN8rYs4Hd',
    after: 'slack client init token=[REDACTED:slack-token]',
  },
  {
    ruleId: 'discord-webhook',
    context: 'A backup job that announces itself on Discord',
    before:
      'POST https://discord.com/api/webhooks/1187654321098765432/Xk3vQ9mZt7Lp2WcRb8Ny4Hd6Jf1Gs5Ae0Ku -> 204',
    after: 'POST [REDACTED:discord-webhook] -> 204',
  },
  {
    ruleId: 'stripe-key',
    context: 'A billing sync that prints its settings',
    before: 'stripe: key=sk_test_4eC39HqLyjWDarjtT1zdp7dc mode=test',
    after: 'stripe: key=[REDACTED:stripe-key] mode=test',
  },
  {
    ruleId: 'npm-token',
    context: 'An .npmrc written during a publish job',
    before: '//registry.npmjs.org/:_authToken=npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
    after: '//registry.npmjs.org/:_authToken=[REDACTED:npm-token]',
  },
  {
    ruleId: 'google-api-key',
    context: 'A geocoding job that logs its request',
    before: 'GET /maps/api/geocode/json?address=Berlin&key=AIzaSyD4x7Qm2Lk9Vb3Nc8Rt1Wp6Zy0Hs5Jf2Ga',
    after: 'GET /maps/api/geocode/json?address=Berlin&key=[REDACTED:google-api-key]',
  },
  {
    ruleId: 'saturn-token',
    context: 'A job that prints its own environment',
    before: 'SATURN_TOKEN=sat_org_7Hq2Lm9Xv4Rk8Tn3Wc6Yb1Zp5Jd0Gf2S',
    after: 'SATURN_TOKEN=[REDACTED:saturn-token]',
  },
  {
    ruleId: 'jwt',
    context: 'An HTTP client logging a session cookie',
    before:
      'Set-Cookie: session=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c; HttpOnly',
    after: 'Set-Cookie: session=[REDACTED:jwt]; HttpOnly',
  },
  {
    ruleId: 'authorization-header',
    context: 'curl -v printing request headers',
    before:
      '> GET /v1/export HTTP/2\n> Authorization: Bearer 3f9c1a7e5b2d4f608a1c9e7b5d3f1a0c\n> Accept: */*',
    after:
      '> GET /v1/export HTTP/2\n> Authorization: Bearer [REDACTED:authorization-header]\n> Accept: */*',
  },
  {
    ruleId: 'url-password',
    context: 'A database client printing its connection string',
    before: 'connecting to postgres://report:Sup3r-S3cret@db.internal:5432/analytics',
    after: 'connecting to postgres://report:[REDACTED:url-password]@db.internal:5432/analytics',
  },
  {
    ruleId: 'secret-key-value',
    context: 'An env dump, a JSON config and a query string',
    before:
      'DB_PASSWORD=hunter2\n{"api_key": "live-4411-abcd", "region": "eu-west-1"}\nGET /export?format=csv&token=f00dfeed42&page=2',
    after:
      'DB_PASSWORD=[REDACTED:secret-key-value]\n{"api_key": "[REDACTED:secret-key-value]", "region": "eu-west-1"}\nGET /export?format=csv&token=[REDACTED:secret-key-value]&page=2',
  },
];

/** The sample the sandbox on /security/redaction starts with: a failing backup job. */
export const sandboxSampleOutput = [
  '2025-03-14T03:00:02Z backup: starting nightly export',
  '2025-03-14T03:00:02Z backup: AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
  '2025-03-14T03:00:02Z backup: AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  '2025-03-14T03:00:03Z backup: dumping postgres://backup:Sup3r-S3cret@db.internal:5432/shop',
  '2025-03-14T03:04:41Z backup: upload to s3://acme-backups/2025-03-14.sql.gz',
  '2025-03-14T03:04:42Z backup: notify https://hooks.slack.com/services/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',
  '2025-03-14T03:04:43Z backup: error: upload failed: customer CUST-88231 over quota',
  'exit status 1',
].join('\n');

/** The extra pattern the sandbox starts with, in `--redact-file` format. */
export const sandboxSamplePatterns = '# customer numbers\nCUST-[0-9]+';
