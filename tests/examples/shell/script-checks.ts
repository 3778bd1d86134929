/**
 * What a script's page claims about its result, checked after it runs. A script
 * named here is run once per case, each in a new sandbox, instead of once: each
 * case gives its arguments, the exit code the page documents for it and what
 * must hold afterwards (files written, commands the stubs recorded).
 */
import fs from 'node:fs';
import path from 'node:path';

import {rolloutCronFile, type Sandbox, type TracedRun} from './sandbox';

export interface ScriptCase {
  label: string;
  /** Arguments, relative to the sandbox's working folder. */
  args: string[];
  exit: number;
  prepare?: (sandbox: Sandbox) => void;
  verify: (sandbox: Sandbox, run: TracedRun) => string[];
}

/** The file's text with the sandbox's root taken out of its paths, or undefined. */
function readOut(sandbox: Sandbox, file: string): string | undefined {
  const full = path.join(sandbox.root, file);
  return fs.existsSync(full)
    ? fs.readFileSync(full, 'utf8').replaceAll(sandbox.root, '')
    : undefined;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// --- docs/wordpress/bulk-agency.mdx: saturn-rollout.sh ------------------------

const cronFile = 'etc/cron.d/wp-cron-sites';

/** The line the page shows: offset, user field, flock on the site, WP-CLI's full path. */
function siteLine(site: string): RegExp {
  const dir = `/var/www/${site}`;
  return new RegExp(
    `^([0-4])-59/5 \\* \\* \\* \\* www-data flock -n ${escape(dir)} /usr/local/bin/wp --path=${escape(dir)} --url=https://${escape(site)} cron event run --due-now --quiet$`,
    'm',
  );
}

/** Index in the recorded calls of a WP-CLI call for a site, or -1. */
function wpCall(calls: string[], site: string, command: string): number {
  return calls.findIndex(
    (call) =>
      call.startsWith('wp ') && call.includes(`--path=/var/www/${site} `) && call.includes(command),
  );
}

/** Checks that hold after every run that configured `site`: its line, then cron run once, then DISABLE_WP_CRON. */
function configured(cron: string, calls: string[], site: string): string[] {
  const problems: string[] = [];
  if (!siteLine(site).test(cron))
    problems.push(`${cronFile} has no line for ${site} as the page shows it`);
  // The test run is the line's own command: the same arguments, in the same order.
  const ran = calls.indexOf(
    `wp --path=/var/www/${site} --url=https://${site} cron event run --due-now --quiet`,
  );
  const disabled = wpCall(calls, site, 'config set DISABLE_WP_CRON true');
  if (disabled < 0) problems.push(`DISABLE_WP_CRON was not set on ${site}`);
  else if (ran < 0 || ran > disabled) {
    problems.push(`DISABLE_WP_CRON was set on ${site} before its cron line's command ran once`);
  }
  if (wpCall(calls, site, 'saturn connect') < 0) problems.push(`${site} was not connected`);
  return problems;
}

function rolloutState(sandbox: Sandbox): {cron: string; calls: string[]; problems: string[]} {
  const cron = readOut(sandbox, cronFile) ?? '';
  const calls = (readOut(sandbox, 'calls.log') ?? '').split('\n');
  const problems: string[] = [];
  if (!cron) problems.push(`${cronFile} was not written`);
  else {
    if (!/^PATH=\/usr\/bin:\/bin$/m.test(cron)) {
      problems.push(
        `${cronFile} has no PATH line with cron's default /usr/bin:/bin and php's folder`,
      );
    }
    const mode = fs.statSync(path.join(sandbox.root, cronFile)).mode & 0o777;
    if (mode !== 0o644) problems.push(`${cronFile} has mode ${mode.toString(8)}, not 644`);
  }
  return {cron, calls, problems};
}

const rollout: ScriptCase[] = [
  {
    label: 'one site, no cron file yet',
    args: [],
    exit: 0,
    prepare: (sandbox) => fs.rmSync(path.join(sandbox.root, cronFile)),
    verify: (sandbox, run) => {
      const {cron, calls, problems} = rolloutState(sandbox);
      problems.push(...configured(cron, calls, 'shop.example.com'));
      const lines = cron.split('\n').filter((line) => /^\d/.test(line));
      if (lines.length !== 1)
        problems.push(`${cronFile} has ${lines.length} schedule lines, not 1`);
      if (!run.stdout.includes('All sites configured.'))
        problems.push('no "All sites configured."');
      return problems;
    },
  },
  {
    label: 'a cron file from an earlier rollout',
    args: [],
    exit: 0,
    verify: (sandbox) => {
      const {cron, calls, problems} = rolloutState(sandbox);
      problems.push(...configured(cron, calls, 'shop.example.com'));
      const kept = rolloutCronFile('').split('\n')[2]!;
      if (!cron.split('\n').includes(kept)) {
        problems.push(
          `the line of old.example.com, not in this run's list, was not kept as it was`,
        );
      }
      if (wpCall(calls, 'old.example.com', 'DISABLE_WP_CRON') >= 0) {
        problems.push('DISABLE_WP_CRON was changed on old.example.com, which is not in the list');
      }
      if (siteLine('shop.example.com').exec(cron)?.[1] === '2') {
        problems.push('shop.example.com got the minute offset of old.example.com');
      }
      return problems;
    },
  },
  {
    label: 'a multisite network in the list',
    args: ['sites-network.txt'],
    exit: 1,
    verify: (sandbox, run) => {
      const {cron, calls, problems} = rolloutState(sandbox);
      problems.push(...configured(cron, calls, 'shop.example.com'));
      if (cron.includes('network.example.com')) {
        problems.push(`${cronFile} has a line for the multisite network network.example.com`);
      }
      for (const command of ['DISABLE_WP_CRON', 'cron event run', 'saturn connect']) {
        if (wpCall(calls, 'network.example.com', command) >= 0) {
          problems.push(`the multisite network network.example.com got "${command}"`);
        }
      }
      if (!/network\.example\.com: a multisite network/.test(run.stderr)) {
        problems.push('the multisite network was not named on stderr');
      }
      if (!/^Failed: network\.example\.com$/m.test(run.stderr)) {
        problems.push('the skipped network is not listed after "Failed:"');
      }
      return problems;
    },
  },
  {
    label: 'a user that does not exist in the list',
    args: ['sites-bad-user.txt'],
    exit: 1,
    prepare: (sandbox) =>
      fs.writeFileSync(
        path.join(sandbox.work, 'sites-bad-user.txt'),
        `${sandbox.root}/var/www/shop.example.com https://shop.example.com acme\n` +
          `${sandbox.root}/var/www/old.example.com https://old.example.com acme no-such-user\n`,
      ),
    verify: (sandbox, run) => {
      const {cron, calls, problems} = rolloutState(sandbox);
      problems.push(...configured(cron, calls, 'shop.example.com'));
      if (cron.includes('no-such-user')) {
        problems.push(`${cronFile} names the user no-such-user, which does not exist`);
      }
      const kept = rolloutCronFile('').split('\n')[2]!;
      if (!cron.split('\n').includes(kept))
        problems.push('the old line of old.example.com was not kept as it was');
      for (const command of ['DISABLE_WP_CRON', 'cron event run', 'saturn connect']) {
        if (wpCall(calls, 'old.example.com', command) >= 0)
          problems.push(`old.example.com, with an unknown user, got "${command}"`);
      }
      if (!/old\.example\.com: no user no-such-user/.test(run.stderr))
        problems.push('the unknown user was not named on stderr');
      return problems;
    },
  },
  {
    label: 'a cron file with lines the script did not write',
    args: [],
    exit: 0,
    prepare: (sandbox) =>
      fs.appendFileSync(
        path.join(sandbox.root, cronFile),
        [
          'MAILTO=ops@example.com',
          'PATH=/usr/local/bin:/usr/bin:/bin',
          `*/10 * * * * root /usr/local/bin/backup.sh --path=${sandbox.root}/var/www/old.example.com`,
          '',
        ].join('\n'),
      ),
    verify: (sandbox) => {
      const {cron, calls, problems} = rolloutState(sandbox);
      problems.push(...configured(cron, calls, 'shop.example.com'));
      const lines = cron.split('\n');
      for (const kept of [
        rolloutCronFile('').split('\n')[2]!,
        'MAILTO=ops@example.com',
        'PATH=/usr/local/bin:/usr/bin:/bin',
        '*/10 * * * * root /usr/local/bin/backup.sh --path=/var/www/old.example.com',
      ]) {
        if (!lines.includes(kept)) problems.push(`the line "${kept}" was not kept as it was`);
      }
      // The script's own PATH line is replaced, not added a second time.
      if (lines.filter((line) => line === 'PATH=/usr/bin:/bin').length !== 1)
        problems.push(`${cronFile} has not exactly one PATH line of the script`);
      if (lines[1] !== 'PATH=/usr/bin:/bin')
        problems.push(`${cronFile} has no PATH line of the script right after its header`);
      return problems;
    },
  },
  {
    label: "a re-run in which a site's new command fails",
    args: ['sites-rerun.txt'],
    exit: 1,
    prepare: (sandbox) => {
      // old.example.com is in the list now, under another user; WP-CLI's cron run
      // fails for it, as it would for a user that cannot read the site's files.
      fs.writeFileSync(
        path.join(sandbox.work, 'sites-rerun.txt'),
        `${sandbox.root}/var/www/shop.example.com https://shop.example.com acme\n` +
          `${sandbox.root}/var/www/old.example.com https://old.example.com acme northwind-web\n`,
      );
      const wp = path.join(sandbox.root, 'usr/local/bin/wp');
      fs.renameSync(wp, `${wp}-stub`);
      fs.writeFileSync(
        wp,
        `#!/bin/sh\ncase "$*" in *old.example.com*"cron event run"*) echo "Error: cannot read" >&2; exit 1 ;; esac\nexec "${wp}-stub" "$@"\n`,
        {mode: 0o755},
      );
    },
    verify: (sandbox, run) => {
      const {cron, calls, problems} = rolloutState(sandbox);
      problems.push(...configured(cron, calls, 'shop.example.com'));
      const kept = rolloutCronFile('').split('\n')[2]!;
      if (!cron.split('\n').includes(kept))
        problems.push('the working old line of old.example.com was not kept byte for byte');
      if (cron.includes('northwind-web'))
        problems.push(`${cronFile} has the failing new line of old.example.com`);
      for (const command of ['DISABLE_WP_CRON', 'saturn connect']) {
        if (wpCall(calls, 'old.example.com', command) >= 0)
          problems.push(`old.example.com, whose new command fails, got "${command}"`);
      }
      if (
        !/old\.example\.com: the new cron line's command fails as northwind-web; old cron line kept/.test(
          run.stderr,
        )
      )
        problems.push('the failing command was not named on stderr with the old line kept');
      if (!/^Failed: old\.example\.com$/m.test(run.stderr))
        problems.push('old.example.com is not listed after "Failed:"');
      return problems;
    },
  },
  {
    label: 'an empty site list',
    args: ['sites-empty.txt'],
    exit: 1,
    prepare: (sandbox) =>
      fs.writeFileSync(path.join(sandbox.work, 'sites-empty.txt'), '# path url client\n'),
    verify: (sandbox) => {
      const problems: string[] = [];
      if (readOut(sandbox, cronFile) !== rolloutCronFile('')) {
        problems.push(`${cronFile} changed although the list holds no site`);
      }
      if ((readOut(sandbox, 'calls.log') ?? '').includes(' config ')) {
        problems.push('a site was changed although the list holds no site');
      }
      return problems;
    },
  },
];

/** The cases of a script, by the name it is saved under; undefined: run it once, as it is. */
export function scriptCases(name: string): ScriptCase[] | undefined {
  return name === 'saturn-rollout.sh' ? rollout : undefined;
}
