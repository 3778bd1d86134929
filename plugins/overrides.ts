/**
 * The site's overrides of upstream code each live with their feature, in a file whose header
 * says what it saves or fixes and what would retire it (tests/unit/overrides.test.ts finds and
 * checks them). `npm run bench:overrides` builds the site without each one in turn to measure
 * what it saves; the plugins ask here whether an override is switched off for that build.
 */

/** Whether the override in `file` (a path from the repository's root) is off for this build. */
export function overrideOff(file: string): boolean {
  return (process.env.SATURN_WITHOUT_OVERRIDE ?? '').split(',').includes(file);
}
