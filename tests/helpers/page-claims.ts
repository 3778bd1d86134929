/**
 * Finds claims in the prose of a docs page that the product model does not
 * hold: a status or incident type that does not exist, a role or token said
 * to do what its permissions do not allow, a plan limit or a client default
 * stated with the wrong number. `tests/unit/page-claims.test.ts` runs it over
 * every page, so such a sentence fails `npm test`.
 *
 * It reads prose only: front matter, fenced and inline code, JSX expressions
 * (values rendered from the model) and HTML tags are removed first. It is a
 * pattern matcher, not a parser of English: each rule matches one way of
 * stating a fact, chosen from how the pages state it.
 */
export interface ModelForClaims {
  statuses: readonly string[];
  roles: readonly string[];
  /** Permission action (as in roles.ts) to the roles that hold it. */
  permissions: readonly {action: string; roles: readonly string[]}[];
  /** Token kind ('Organization token', 'Monitor token') to the operationIds it may call. */
  tokens: readonly {kind: string; operations: readonly string[]}[];
  plans: readonly {
    name: string;
    monitors: number;
    seats: number;
    historyDays: number;
    priceUsdPerMonth: number;
  }[];
  defaultGraceSeconds: number;
  pingRateLimit: {requests: number; windowSeconds: number};
  pingTimeoutSeconds: number;
  pingRetries: number;
  /** Most of a ping's `output` Saturn keeps, in bytes (`api.maxOutputBytes`). */
  maxOutputBytes: number;
}

export interface Claim {
  sentence: string;
  problem: string;
}

/** Status-like names that are not statuses, types, states or severities of the model. */
export const foreignStatusNames = [
  'FAILED',
  'FAILURE',
  'PAUSED',
  'DOWN',
  'ERROR',
  'PENDING',
  'CLOSED',
  'ACKED',
  'RUNNING',
  'SUCCESS',
  'CRITICAL',
  'WARNING',
  'HEALTHY',
  'UNHEALTHY',
  'UNKNOWN',
  'TIMEOUT',
  'ACTIVE',
  'INACTIVE',
  'OVERDUE',
] as const;

/** The prose of an MDX page, one sentence or table cell per entry. */
export function proseSentences(source: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        /^\s*[`~]+\s*$/.test(line)
      ) {
        fence = null;
      }
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (!/^\s*(import|export)\s/.test(line)) lines.push(line);
  }
  let text = lines.join('\n');
  // Inline code, JSX expressions (possibly nested once) and tags.
  text = text
    // `saturn doctor` stays a word, so the doctor rule can find its subject.
    .replace(/`[^`\n]*`/g, (code) =>
      /^`(?:saturn )?doctor\b/.test(code) ? 'saturn-doctor' : 'CODE',
    )
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, 'VALUE')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '');
  return text
    .split(/\n|\|/)
    .flatMap((line) => line.split(/(?<=[.!?;:])\s+(?=[A-Z"(])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

const roleWord = '(Owners?|Admins?|Members?|Viewers?)';
const roleList = `${roleWord}(?:(?:,\\s*|\\s+(?:and|or)\\s+|,\\s*(?:and|or)\\s+)${roleWord})*`;

/** Ability keywords: a regular expression over a clause, and the permission it names. */
const roleAbilities: readonly {pattern: RegExp; action: string}[] = [
  {pattern: /\b(acknowledg\w*|resolv\w*)\b/i, action: 'Acknowledge and resolve incidents'},
  {pattern: /\bdelet\w* (?:\w+ )?monitors?\b/i, action: 'Delete monitors'},
  {
    pattern:
      /\b(creat\w*|edit\w*|paus\w*|chang\w*)\b(?:(?!\btokens?\b)[^,;]){0,30}\bmonitors?\b(?! tokens?)/i,
    action: 'Create, edit and pause monitors',
  },
  {
    pattern: /\b(creat\w*|revok\w*)\b[^;]{0,30}\borganization tokens?\b/i,
    action: 'Create and revoke organization tokens',
  },
  {
    pattern: /\b(creat\w*|revok\w*)\b[^;]{0,30}\bmonitor tokens?\b/i,
    action: 'Create and revoke monitor tokens',
  },
  {pattern: /\balert channels?\b|\bconnects? Slack\b/i, action: 'Configure alert channels'},
  {
    pattern: /\binvit\w*\b|\bremov\w* members\b|\bchang\w* roles\b/i,
    action: 'Invite and remove members',
  },
  {pattern: /\bchang\w* the plan\b|\binvoices\b|\bbilling\b/i, action: 'Change the plan'},
  {pattern: /\bmaintenance windows?\b/i, action: 'Create and end maintenance windows'},
];

/** Token ability keywords: the operations a clause names. Monitor writes name none. */
const tokenAbilities: readonly {pattern: RegExp; operations: readonly string[]; label: string}[] = [
  {
    pattern: /\b(list\w*|read\w*)\b[^;]{0,40}\bmonitors?\b/i,
    operations: ['listMonitors'],
    label: 'list monitors',
  },
  {
    pattern: /\b(list\w*|read\w*)\b[^;]{0,40}\bincidents?\b/i,
    operations: ['listIncidents'],
    label: 'list incidents',
  },
  {
    pattern: /\backnowledg\w*\b/i,
    operations: ['acknowledgeIncident'],
    label: 'acknowledge incidents',
  },
  {pattern: /\bresolv\w*\b/i, operations: ['resolveIncident'], label: 'resolve incidents'},
  {
    pattern: /\b(send\w*|forg\w*)\b[^;]{0,20}\bpings?\b|\bping\b/i,
    operations: ['pingStart'],
    label: 'send pings',
  },
  {
    pattern:
      /\b(creat\w*|chang\w*|edit\w*|delet\w*|updat\w*|manag\w*|paus\w*)\b(?:(?!\btokens?\b)[^;]){0,30}\bmonitors?\b/i,
    operations: ['(no operation writes a monitor)'],
    label: 'create, change or delete monitors',
  },
];

function singular(role: string): string {
  return role.endsWith('s') ? role.slice(0, -1) : role;
}

function negative(verb: string): boolean {
  return /not|n't|cannot/.test(verb);
}

/** Role claims: "Viewers cannot acknowledge", "only Owners and Admins can invite". */
function roleClaims(sentence: string, model: ModelForClaims): Claim[] {
  const claims: Claim[] = [];
  const clause = new RegExp(
    `(\\b[Oo]nly\\s+)?(${roleList})\\b([^.;]{0,40}?)\\b(can(?:not)?|can't|may(?: not)?)\\b([^.;]*)`,
    'g',
  );
  for (const match of sentence.matchAll(clause)) {
    const only = Boolean(match[1]);
    const named = [...match[2]!.matchAll(new RegExp(roleWord, 'g'))].map((m) => singular(m[1]!));
    const between = match[match.length - 3] ?? '';
    const verb = match[match.length - 2]!;
    const rest = match[match.length - 1]!;
    // "Viewers see incidents but cannot ...": the verb belongs to the roles; any
    // other verb between them ("who", "that") makes the clause someone else's.
    if (/\b(who|that|which|whose|when|if)\b/i.test(between)) continue;
    for (const ability of roleAbilities) {
      if (!ability.pattern.test(rest)) continue;
      const permission = model.permissions.find((p) => p.action.startsWith(ability.action));
      if (!permission) continue;
      for (const role of named) {
        const holds = permission.roles.includes(role);
        if (negative(verb) === holds) {
          claims.push({
            sentence,
            problem: `says ${role} ${negative(verb) ? 'cannot' : 'can'} "${ability.action}", roles.ts says ${holds ? 'can' : 'cannot'}`,
          });
        }
      }
      if (only && !negative(verb)) {
        const expected = [...permission.roles].sort().join(', ');
        const stated = [...new Set(named)].sort().join(', ');
        if (expected !== stated) {
          claims.push({
            sentence,
            problem: `says only ${stated} can "${ability.action}", roles.ts says ${expected}`,
          });
        }
      }
    }
  }
  // "anyone who can see the monitor can acknowledge": every role must hold it.
  const anyone = /\b(anyone|everyone|every member|all members)\b[^.;:]*\bcan\b([^.;:]*)/i.exec(
    sentence,
  );
  if (anyone) {
    for (const ability of roleAbilities) {
      if (!ability.pattern.test(anyone[2]!)) continue;
      const permission = model.permissions.find((p) => p.action.startsWith(ability.action));
      if (permission && permission.roles.length < model.roles.length) {
        claims.push({
          sentence,
          problem: `says anyone can "${ability.action}", roles.ts gives it to ${permission.roles.join(', ')}`,
        });
      }
    }
  }
  return claims;
}

/** Token claims: "an organization token can read and change every monitor". */
function tokenClaims(sentence: string, model: ModelForClaims): Claim[] {
  const claims: Claim[] = [];
  const clause =
    /\b(no token|neither kind|no kind of token|(organization|monitor) tokens?)\b([^.;]{0,30}?)\b(can(?:not)?|can't|lets? (?:its holder|someone)?)\s*(only\s+)?([^.;:]*)/gi;
  for (const match of sentence.matchAll(clause)) {
    const subject = match[1]!.toLowerCase();
    const between = match[3] ?? '';
    if (/\b(who|that|which|with)\b/i.test(between)) continue;
    const verb = match[4]!;
    const rest = match[6]!;
    const kinds =
      subject.startsWith('no') || subject.startsWith('neither')
        ? model.tokens
        : model.tokens.filter((token) =>
            token.kind.toLowerCase().startsWith(match[2]!.toLowerCase()),
          );
    const denied = negative(verb) || subject.startsWith('no') || subject.startsWith('neither');
    // A token "can" only what its operations allow; "cannot" what they do not.
    const text = rest.split(/\bbut\b/)[0]!;
    for (const ability of tokenAbilities) {
      if (!ability.pattern.test(text)) continue;
      for (const token of kinds) {
        const holds = ability.operations.every((operation) => token.operations.includes(operation));
        if (denied === holds) {
          claims.push({
            sentence,
            problem: `says an ${token.kind.toLowerCase()} ${denied ? 'cannot' : 'can'} ${ability.label}, roles.ts says ${holds ? 'it can' : 'it cannot'}`,
          });
        }
      }
    }
  }
  return claims;
}

/** Plan limits and client defaults stated as literal numbers. */
function numberClaims(sentence: string, model: ModelForClaims): Claim[] {
  const claims: Claim[] = [];
  const number = (text: string) => Number(text.replace(/,/g, ''));
  for (const plan of model.plans) {
    const name = plan.name;
    const checks: {pattern: RegExp; expected: number; what: string}[] = [
      {
        pattern: new RegExp(
          `\\b${name}(?: plan)?(?:'s limit| allows| includes| has| covers| gives you)?(?: up to)? (\\d[\\d,]*) monitors`,
        ),
        expected: plan.monitors,
        what: 'monitors',
      },
      {
        pattern: new RegExp(`(\\d[\\d,]*) monitors on (?:the )?${name}\\b`),
        expected: plan.monitors,
        what: 'monitors',
      },
      {
        pattern: new RegExp(
          `\\b${name}(?: plan)?(?: allows| includes| has| gives you)?(?: up to)? (\\d[\\d,]*) seats`,
        ),
        expected: plan.seats,
        what: 'seats',
      },
      {
        pattern: new RegExp(
          `\\b${name}(?: plan)?(?: keeps| has| includes)? (\\d[\\d,]*) days of history`,
        ),
        expected: plan.historyDays,
        what: 'days of history',
      },
      {
        pattern: new RegExp(`\\b${name}(?: plan)?(?: costs| is| at)? \\$(\\d[\\d,]*)`),
        expected: plan.priceUsdPerMonth,
        what: 'US dollars per month',
      },
    ];
    for (const check of checks) {
      const match = check.pattern.exec(sentence);
      if (match && number(match[1]!) !== check.expected) {
        claims.push({
          sentence,
          problem: `says ${name} has ${match[1]} ${check.what}, facts.ts says ${check.expected}`,
        });
      }
    }
  }
  const grace = /default grace period (?:is |of )(\d+) (seconds|minutes)/i.exec(sentence);
  if (grace) {
    const seconds = number(grace[1]!) * (grace[2] === 'minutes' ? 60 : 1);
    if (seconds !== model.defaultGraceSeconds) {
      claims.push({
        sentence,
        problem: `says the default grace period is ${grace[1]} ${grace[2]}, facts.ts says ${model.defaultGraceSeconds} seconds`,
      });
    }
  }
  const rate = /(\d+) pings per monitor per (\d+) seconds/i.exec(sentence);
  if (
    rate &&
    (number(rate[1]!) !== model.pingRateLimit.requests ||
      number(rate[2]!) !== model.pingRateLimit.windowSeconds)
  ) {
    claims.push({
      sentence,
      problem: `states a ping rate limit of ${rate[1]} per ${rate[2]} s, facts.ts says ${model.pingRateLimit.requests} per ${model.pingRateLimit.windowSeconds} s`,
    });
  }
  const retries = /\bretried (\d+) times\b/i.exec(sentence);
  if (retries && number(retries[1]!) !== model.pingRetries) {
    claims.push({
      sentence,
      problem: `says a ping is retried ${retries[1]} times, facts.ts says ${model.pingRetries}`,
    });
  }
  return claims;
}

/** Status, type, state and severity names. */
function nameClaims(sentence: string, model: ModelForClaims): Claim[] {
  const claims: Claim[] = [];
  for (const name of foreignStatusNames) {
    if (new RegExp(`(^|[^A-Za-z_\\-/.])${name}([^A-Za-z_\\-/]|$)`).test(sentence)) {
      claims.push({
        sentence,
        problem: `uses the status-like name ${name}, which the model does not have`,
      });
    }
  }
  for (const match of sentence.matchAll(/\b([A-Z]{3,})\b(?= incidents?\b)/g)) {
    if (!model.statuses.includes(match[1]!) && match[1] !== 'VALUE' && match[1] !== 'CODE') {
      claims.push({
        sentence,
        problem: `names a ${match[1]} incident, which is no incident type, state or severity`,
      });
    }
  }
  for (const match of sentence.matchAll(
    /\b(?:status|turns|becomes|goes|returns to)\s+([A-Z]{2,})\b/g,
  )) {
    if (!model.statuses.includes(match[1]!) && match[1] !== 'VALUE' && match[1] !== 'CODE') {
      claims.push({
        sentence,
        problem: `names the status ${match[1]}, which the model does not have`,
      });
    }
  }
  return claims;
}

/**
 * A claim that one sentence makes on its own: the sentence matches every pattern of `when`,
 * and none of `unless` (a negation, or the qualification the rule asks for). Each rule says
 * above it what the model holds instead, and where.
 */
interface SentenceRule {
  when: readonly RegExp[];
  unless?: RegExp;
  problem: string;
}

const sentenceRules: readonly SentenceRule[] = [
  // "wp saturn sync creates one monitor per hook": no tool or API call creates or changes a
  // monitor (monitorManagement in roles.ts), so a sentence that says a tool, a script, a token
  // or the API does, without a negation, is wrong.
  {
    when: [
      /\b(CODE|plugin|script|scripts|API|sync|token|tokens|CI|Terraform)\b/,
      /\b(creates|changes|updates|deletes)\b (?:one |a |the |new |its |\w+ )?monitors?\b(?! tokens?)/i,
    ],
    unless: /\b(never|no|not|cannot|can't|only in the dashboard|until|roadmap|without|instead)\b/i,
    problem:
      'says a tool or API call creates or changes monitors; only the dashboard does (monitorManagement in roles.ts)',
  },
  // "saturn doctor checks ... the token": a monitor token may call only the ping operations, so
  // doctor checks a token against the API only when it is an organization token (doctorChecks
  // in cli.ts). A sentence that says doctor checks the token must say which kind, or that a
  // monitor token is not checked.
  {
    when: [
      /\bdoctor\b/,
      /\b(checks?|verif\w*|tests?|confirms?)\b[^.;]{0,120}\b(the|a|your) token\b|\btoken (?:is )?(?:accepted|works)\b/i,
    ],
    unless: /\b(organization token|monitor token|only a ping|cannot|can't)\b/i,
    problem:
      'says saturn doctor checks the token; it can only with an organization token (doctorChecks in cli.ts)',
  },
  // "Uptime over the last 30 days": every analytics figure covers the shorter of 30 days and the
  // plan's history (analysisWindowDays in src/lib/analysis-window.ts), so a sentence that gives
  // a figure's window in days must also say what a shorter history does.
  {
    when: [
      /\b(health score|MTBF|MTTR|percentiles?|p50|p95|p99|uptime)\b/i,
      /\b(?:the last|over|rolling window of) (?:\d+|VALUE) days\b/i,
    ],
    unless: /\bhistory\b/i,
    problem:
      "gives an analytics window in days without the plan's history; the window is the shorter of the two (analysisWindowDays)",
  },
  // "An alert rule that matches only LOW incidents": a channel has a minimum severity and no
  // maximum (channelReceives in alerts.ts), so nothing receives only the lower severities.
  {
    when: [
      /\b(?:only|just) (?:LOW|MEDIUM)(?:(?:,| and| or) (?:LOW|MEDIUM))* (?:incidents|anomalies|alerts)\b/,
      /\b(rule|rules|channel|channels|filter|filters|match\w*|receiv\w*)\b/i,
    ],
    unless: /\b(not|never|cannot|can't|impossible)\b|\bno (?!longer\b)/i,
    problem:
      'says something receives only lower-severity incidents; a channel has a minimum severity and no maximum (channelReceives)',
  },
  // "A job without a start ping counts as late every time": without a start ping the success
  // ping is the run's first ping, so a run whose start delay plus duration reaches the grace
  // period is MISSED, not late (classifyDueRun, the MISSED rule in facts.ts). A sentence that
  // says such a run counts as late must say when it is missed too.
  {
    when: [
      /\b(no|without a|without its|sends? no) start pings?\b/i,
      /\b(counts? as late|is late|are late|late every time|as late)\b/i,
    ],
    unless: /\bmissed\b/i,
    problem:
      'says a run without a start ping counts as late; once its start delay plus duration reaches the grace period it is missed (classifyDueRun)',
  },
  // "Runs, pings and output can be changed or deleted in the dashboard": no dashboard page or
  // API operation changes or deletes a single run, ping or output; they go with the history
  // trim, with their monitor, or on request (runDataDeletion in company.ts).
  {
    when: [
      /\b(runs?|pings?|output)\b/i,
      /\bcan be (?:(?:read|viewed|listed)(?:,| or| and)\s*)*(?:changed|edited|corrected|deleted|removed)\b/i,
    ],
    unless: /\b(cannot|can't|not|never)\b/i,
    problem:
      'says runs, pings or output can be changed or deleted; only the history trim, deleting the monitor or a request to support deletes them (runDataDeletion)',
  },
  // "A threshold of 3 flags about 1 run in 370": a chance rate typed by hand. The rate depends
  // on the baseline's size (chanceFlagRate in src/lib/anomaly-statistics.ts); render it from
  // there, so the figure and its conditions come from one place.
  {
    when: [/\b1 (?:\w+ )?in \d[\d,]*\b/, /\b(by chance|thresholds?|flag\w*|false positives?)\b/i],
    problem:
      'types a chance rate of the anomaly rule by hand; render it from chanceFlagRate or normalTailRate (src/lib/anomaly-statistics.ts)',
  },
  // "the run a ping closes is always the run its pod opened": a success or fail ping closes the
  // oldest open run (monitor-rules.ts, overlap), so one run left open makes every later ping
  // close the run before its own (leftOpenRun).
  {
    when: [
      /\b(always|never fails to|guarantees?)\b[^.;]{0,40}\bclos\w*\b[^.;]{0,30}\b(its own run|the run (?:its|that) (?:pod|job|process|start ping) opened)\b|\bthe run a ping closes is always\b/i,
    ],
    problem:
      'says a ping always closes its own run; it closes the oldest open run, so a run left open shifts every later one (leftOpenRun in monitor-rules.ts)',
  },
  // "Requests with it fail with 401 within a minute": a revoked token stops working at once
  // (tokenHandling.revocation in security.ts), so no sentence about revoking gives it a delay.
  {
    when: [
      /\brevok\w*/i,
      /\b(?:within|after|up to|in) (?:a|an|one|a few|\d+|VALUE) (?:seconds?|minutes?|hours?)\b|\beventually\b/i,
    ],
    problem:
      'gives a revoked token a delay before it stops working; it stops at once (tokenHandling.revocation)',
  },
  // "A token that worked yesterday was revoked or replaced": a token stops working only when it
  // is revoked; creating another one invalidates nothing (tokenHandling in security.ts, the
  // rotation on /monitors/tokens-rbac), so no sentence says a token is replaced or invalidated.
  {
    when: [
      /\btokens?\b/i,
      /\b(?:(?:was|were|is|are|been|gets?|got) (?:\w+ or )?(?:replaced|superseded|invalidated)|invalidates?)\b/i,
    ],
    unless: /\b(?:not|never|nothing|no)\b/i,
    problem:
      'says a token is replaced or invalidated by another; a token stops working only when it is revoked (creating a token invalidates nothing)',
  },
  // "The plugin now retries the same ping, so a slow response no longer counts one run twice":
  // success and fail pings carry no run ID or idempotency key, so a retry whose first attempt
  // was recorded is a second ping (retriedFinalPing in monitor-rules.ts).
  {
    when: [
      /\bretr\w*\b[^.;]{0,60}\bsame ping\b[^.;]{0,80}\b(?:no longer|never|cannot|can't|not)\b[^.;]{0,40}\b(?:twice|second run|two runs|duplicates?)\b/i,
    ],
    problem:
      'says retrying the same ping cannot record a run twice; a retry after a timeout whose first attempt arrived is recorded too (retriedFinalPing)',
  },
  // "During a maintenance window Saturn opens no incidents, so it sends no incident events":
  // that reasoning covers only incident.opened, while a window holds back every incident
  // event, resolves of earlier incidents included (webhookMaintenance in alerts.ts).
  {
    when: [/\bopens? no incidents?\b[^.;]{0,30}\bso\b[^.;]{0,40}\bno incident events?\b/i],
    problem:
      'ties the missing incident events of a maintenance window to no incident opening; the window holds back every incident event, resolves included (webhookMaintenance)',
  },
  // "The acknowledge note is sent to your alert channels": not while a maintenance window covers
  // the monitor, when no acknowledgement or resolution notifies anyone, then or later
  // (maintenanceIncidentChanges in alerts.ts).
  {
    when: [/\bnotes?\b/i, /\bsent to (?:your |the |every )?(?:alert )?channels?\b/i],
    unless: /\bwindows?\b/i,
    problem:
      'says a note is sent to the alert channels without the maintenance-window exception; nothing is sent for an acknowledgement or resolution during a window (maintenanceIncidentChanges)',
  },
  // "The message keeps its state until a change after the window updates it": an incident
  // resolved during a window never changes again, so its message is never updated
  // (chatMessageMaintenance in alerts.ts).
  {
    when: [
      /\bwindow\b/i,
      /\b(?:message|embed)s?\b[^.;]{0,120}\buntil\b[^.;]{0,80}\bafter the window\b/i,
    ],
    problem:
      'says a chat message is updated after the window for any incident; one resolved during the window keeps its earlier state for good (chatMessageMaintenance)',
  },
  // "An ANOMALY incident resolves with the next success ping" or "when the next run finishes in
  // range": it resolves when a later successful run's duration is back in range; a failed run, a
  // run without a duration and a still-anomalous run leave it open (anomalyResolvesWhen).
  {
    when: [
      /\bANOMALY\b/,
      /\bresolv\w*\b[^.;]{0,80}\bnext (?:successful |success )?(?:run|ping)\b/i,
    ],
    unless: /\b(?:not|never|only MISSED|except)\b/i,
    problem:
      "says an ANOMALY incident resolves with the next run or success ping; it resolves when a later successful run's duration is within the normal range (anomalyResolvesWhen)",
  },
  // "Names and email addresses of alert recipients": an email channel takes addresses only
  // (/alerts/email), so Saturn holds no recipient names (processorScope in company.ts).
  {
    when: [/\bnames? and email addresses of (?:alert )?recipients\b/i],
    problem:
      'lists names of alert recipients; an email channel takes addresses only (processorScope)',
  },
  // "Sub-processors: hosting, email delivery and payment processing": the payment processor
  // receives no monitoring data or alert settings and processes card details as a controller
  // under its own terms, so it is no sub-processor under the DPA (serviceProviders,
  // paymentProcessorRole in company.ts).
  {
    when: [/\bsub-processors?\b/i, /\bpayment\b/i],
    unless:
      /\bnot (?:a |one\b)|\bno (?:longer a )?sub-processor\b|\brather than a sub-processor\b/i,
    problem:
      'counts the payment processor among the sub-processors; it processes card details as a controller under its own terms (serviceProviders, paymentProcessorRole)',
  },
  // "The deadline counts from the Job's creation": activeDeadlineSeconds counts from the Job's
  // status.startTime (activeDeadlineStart in kubernetes.ts).
  {
    when: [
      /\b(?:activeDeadlineSeconds|deadline)\b[^.;]{0,80}\b(?:from the Job's creation|after the Job was created|from when the Job was created)\b/i,
    ],
    problem:
      "counts activeDeadlineSeconds from the Job's creation; it counts from status.startTime (activeDeadlineStart)",
  },
  // "Runs, pings and output cannot be exported": support exports them on request (dataReturn in
  // company.ts); only the API has no call that returns them.
  {
    when: [
      /\b(?:runs|pings|output)\b/i,
      /\b(?:cannot|can't|can not) be exported\b|\bno (?:call|way) (?:that |to )?exports?\b/i,
    ],
    problem:
      'says runs, pings or output cannot be exported; support exports them on request (dataReturn in company.ts)',
  },
  // "Close your organization by writing to support": an owner closes it by deleting it in the
  // dashboard (organizationClosing in company.ts, "Delete the organization" in roles.ts).
  {
    when: [
      /\bclos(?:e|es|ing) (?:your|the|its) organization\b[^.;]*\bwrit(?:e|es|ing) to support\b/i,
    ],
    problem:
      'says an organization is closed by writing to support; an owner deletes it in the dashboard (organizationClosing in company.ts)',
  },
  // "TLS 1.2 for alert delivery": the minimum TLS version covers the API and dashboard only;
  // email and webhooks go to servers and URLs the customer chooses (transport in security.ts).
  {
    when: [/\bTLS\b/, /\balert delivery\b|\bdelivering alerts\b/i],
    problem:
      'promises a TLS version for alert delivery; transport.minimumTls covers only the API and the dashboard',
  },
  // "Data is encrypted in transit with TLS": transport.minimumTls covers the API and the
  // dashboard; alerts go to mail servers and webhook URLs the customer chooses, which decide
  // their own encryption (transport.alertsInTransit in security.ts).
  {
    when: [/\b(?:encrypted|encryption) in transit\b/i, /\bTLS\b/],
    unless: /\bAPI\b|\bdashboard\b/,
    problem:
      'promises TLS in transit for all data; transport.minimumTls covers the API and the dashboard, and alerts depend on the receiver (transport.alertsInTransit)',
  },
  // "Paid plans run to the end of the period already paid": deleting the organization ends the
  // service at once, without a refund of the month paid (organizationClosing in company.ts);
  // only a downgrade keeps a paid plan to the end of the billing month.
  {
    when: [
      /\bpaid plans? (?:runs?|continues?|stays?|lasts?)\b[^.;]*\bend of the (?:period|month|billing)/i,
    ],
    unless: /\bdowngrad/i,
    problem:
      'says a paid plan runs to the end of its period after closing; deleting the organization ends the service at once (organizationClosing)',
  },
  // "Saturn reads the email address of that user alone": Slack's users.info returns the user's
  // whole profile; Saturn keeps only the email address (slackClickData in company.ts).
  {
    when: [
      /\bSlack\b/,
      /\breads? (?:only )?(?:the |their |that user(?:'|’)s )?email address(?:es)?(?: of (?:that|the|this|each) (?:one )?(?:Slack )?user)? (?:alone|only)\b|\breads? only (?:the|their|that user(?:'|’)s) email\b/i,
    ],
    problem:
      'says Saturn reads only the email address from Slack; users.info returns the whole profile, of which Saturn keeps only the email address (slackClickData)',
  },
  // "Withdraw any consent you gave": no processing in the privacy policy rests on consent.
  {
    when: [/\bwithdraw (?:any|your) consent\b/i],
    problem:
      'offers to withdraw consent, but no processing rests on consent (accountDataLegalBasis, processorLegalBasis in company.ts)',
  },
  // "The payment processor works for Saturn alone": it processes card details as a controller
  // under its own privacy terms (paymentProcessorRole in company.ts).
  {
    when: [/\bpayment processor\b/i, /\bworks? for [^.;]*\balone\b/i],
    problem:
      'says the payment processor works for Saturn alone; it is a recipient acting under its own privacy terms (paymentProcessorRole)',
  },
  // "Not with a form another site submits": a SameSite=Lax cookie is sent with a cross-site
  // top-level navigation that uses a safe method, a GET form included; only a posted form (an
  // unsafe method) goes without it.
  {
    when: [/SameSite=Lax/, /\bforms?\b[^.;:]*\bsubmit/i],
    problem:
      'says SameSite=Lax withholds cookies from any form another site submits; it withholds them only from a posted form (a GET form navigation carries them)',
  },
  // "Saturn rejects output over 65536 bytes": a longer output is cut, not refused; Saturn keeps
  // its last bytes (longOutputRule in facts.ts, as openapi.yaml says).
  {
    when: [
      /\boutputs?\b/i,
      /\b(?:is|are|gets?|will be|would be) (?:refused|rejected)\b|\b(?:refuses|rejects)\b[^.;]{0,40}\boutputs?\b|\b413\b/i,
    ],
    unless: /\b(?:not|never|no)\b|\bkeeps the last\b/i,
    problem:
      'says a long output is refused; Saturn keeps its last bytes (longOutputRule in facts.ts)',
  },
  // "A success ping resolves every open incident": it resolves MISSED, LATE and FAIL, and an
  // ANOMALY only when the next run is back in range (resolvedBySuccessPing in facts.ts), so a
  // sentence that says it resolves all of them must name the types.
  {
    when: [/\bsuccess(?:ful)? pings?\b/i, /\bresolves? (?:every|all|any)\b/i],
    unless: /\b(?:MISSED|LATE|FAIL|ANOMALY)\b/,
    problem:
      'says a success ping resolves every incident; it resolves MISSED, LATE and FAIL, and ANOMALY only when the run is back in range (resolvedBySuccessPing)',
  },
  // "Until then, the previous version applies to them": on a point the product cannot deliver
  // (TLS for every alert, run deletion in the dashboard) that promises the impossible; each
  // change that waits says what Saturn does until it applies (LegalReduction in company.ts).
  {
    when: [/\bprevious version (?:still )?applies\b/i],
    problem:
      'keeps the previous version in force wholesale; each change that waits says what Saturn does until it applies (legalChanges in company.ts)',
  },
  // "Organizations created before that date": an organization created on the day of a new
  // version may have accepted the earlier one; the cut-off is acceptance (legalChanges).
  {
    when: [/\borganizations? (?:that were |which were )?created before\b/i],
    problem:
      'dates the transition by creation; it applies to organizations that accepted an earlier version (legalChanges in company.ts)',
  },
  // "Hashed password or sign-in provider": people sign in with an email address and a password;
  // single sign-on is planned, not built (privacyNotice in company.ts, roadmap.ts).
  {
    when: [/\bsign-in providers?\b|\bsingle sign-on\b|\bidentity providers?\b/i],
    unless: /\broadmap\b|\bplanned\b|\bnot yet\b|\bno (?:sign-in|identity) provider\b/i,
    problem:
      'names a sign-in or identity provider; people sign in with an email address and a password, and single sign-on is only planned (roadmap.ts)',
  },
  // "Open incidents are never deleted": the trim never deletes them, but deleting their monitor
  // or the organization does (historyRetention.unresolvedIncidents in billing.ts).
  {
    when: [
      /\b(?:open|acknowledged|unresolved)(?: (?:and|or) (?:open|acknowledged))? incidents? (?:are|is) never deleted\b/i,
    ],
    unless: /\btrim\b/i,
    problem:
      'says unresolved incidents are never deleted; only the trim keeps them, and deleting their monitor or the organization deletes them (historyRetention.unresolvedIncidents)',
  },
  // "within 48 hours of confirming a breach": the notice counts from when Saturn becomes aware
  // of a breach (GDPR Art. 33(2); breachNotification in company.ts), not from confirming it.
  {
    when: [/\bbreach\w*\b/i, /\b(?:of|after|from) (?:confirming|confirmation|confirmed)\b/i],
    problem:
      'counts the breach notice from confirming the breach; it counts from becoming aware of it (breachNotification in company.ts)',
  },
];

/** The claims of the sentence rules a sentence makes. */
function sentenceRuleClaims(sentence: string): Claim[] {
  return sentenceRules
    .filter(({when, unless}) => when.every((p) => p.test(sentence)) && !unless?.test(sentence))
    .map(({problem}) => ({sentence, problem}));
}

/**
 * "Saturn retries up to {delivery.attempts} times": `delivery.attempts` and
 * `webhookMaxAttempts` count every attempt, the first included, so the number
 * of retries is one less. Read from the source, where the expression is still
 * visible.
 */
function attemptCountClaims(source: string): Claim[] {
  const claims: Claim[] = [];
  for (const match of source.matchAll(
    /\bretr(?:y|ies|ied)\b[^.{]{0,30}\{(delivery\.attempts|webhookMaxAttempts)\}/g,
  )) {
    claims.push({
      sentence: match[0],
      problem: `counts ${match[1]} as retries; it counts every attempt, the first included ("tries up to N times in all")`,
    });
  }
  return claims;
}

/**
 * "`output` (at most {api.maxOutputBytes} bytes)": read as a limit the API enforces, while
 * Saturn accepts a longer output and keeps its end (`longOutputRule` in facts.ts). A sentence
 * that bounds the `output` field by the limit (or a number at least half of it) must say what
 * happens to a longer one. Read from the source, where the expression is still visible.
 */
function outputLimitClaims(source: string, model: ModelForClaims): Claim[] {
  const claims: Claim[] = [];
  // What happens to a longer output: "keeps the last ...", "a longer one is cut", "truncated".
  const longer =
    /\blonger (?:one|output)\b|\bkeeps?\b[^.]{0,40}\b(?:last|end|tail)\b|\btruncat\w*|\bcut\b|longOutputRule/i;
  for (const match of source.matchAll(
    /[^.\n]*`output`[^.\n]*?\bat most (\{api\.maxOutputBytes\}|\d[\d,]*) bytes\b[^.\n]*/g,
  )) {
    const bound = match[1]!;
    const bytes = bound.startsWith('{') ? model.maxOutputBytes : Number(bound.replace(/,/g, ''));
    if (bytes * 2 < model.maxOutputBytes || longer.test(match[0])) continue;
    claims.push({
      sentence: match[0].trim(),
      problem: `bounds \`output\` at ${bound} bytes as if a longer one were refused; Saturn keeps the end of a longer output (longOutputRule in facts.ts): say so`,
    });
  }
  return claims;
}

/**
 * British spellings the pages have used, with the American spelling the house style
 * (WRITING.md: American English) wants. Matched as word stems, case-insensitive.
 */
export const britishSpellings: readonly {british: RegExp; american: string}[] = [
  {british: /\bhonour/i, american: 'honor'},
  {british: /\bcolour/i, american: 'color'},
  {british: /\bbehaviour/i, american: 'behavior'},
  {british: /\bfavour/i, american: 'favor'},
  {british: /\blabour/i, american: 'labor'},
  {british: /\brecognis/i, american: 'recogniz-'},
  {british: /\borganis(?:e|ed|es|ing|ation)/i, american: 'organiz-'},
  {british: /\bsummaris/i, american: 'summariz-'},
  {british: /\bprioritis/i, american: 'prioritiz-'},
  {british: /\bnormalis/i, american: 'normaliz-'},
  {british: /\bsynchronis/i, american: 'synchroniz-'},
  {british: /\bcentre/i, american: 'center'},
  {british: /\blicence/i, american: 'license'},
  {british: /\banalys(?:e|ed|es|ing)\b/i, american: 'analyz-'},
  {british: /\bcatalogue/i, american: 'catalog'},
];

function spellingClaims(sentence: string): Claim[] {
  return britishSpellings
    .filter(({british}) => british.test(sentence))
    .map(({british, american}) => ({
      sentence,
      problem: `uses the British spelling "${british.exec(sentence)![0]}…"; write "${american}" (American English)`,
    }));
}

/** Every claim in a page's source that the model does not hold. */
export function checkPageClaims(source: string, model: ModelForClaims): Claim[] {
  return [
    ...attemptCountClaims(source),
    ...outputLimitClaims(source, model),
    ...proseSentences(source).flatMap((sentence) => [
      ...nameClaims(sentence, model),
      ...roleClaims(sentence, model),
      ...tokenClaims(sentence, model),
      ...numberClaims(sentence, model),
      ...sentenceRuleClaims(sentence),
      ...spellingClaims(sentence),
    ]),
  ];
}
