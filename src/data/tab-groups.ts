/**
 * Groups of tabs: the choices a reader makes once for the whole site. Docusaurus keeps the
 * tab a reader picks in a group (`localStorage` key `docusaurus.tab.<group>`, listed on
 * /legal/cookies) and selects the tab of the same value in every `<Tabs groupId>` of that
 * group, on every page; a Tabs without that value shows its default tab.
 *
 * So two sets of tabs that offer the same choice belong to one group, with the same value
 * for the same option, and pages name the group from here:
 * `<Tabs groupId={tabGroups.installMethod.id}>`. `tests/unit/tab-groups.test.ts` checks every
 * `<Tabs>` of the docs and components against this list.
 */
export interface TabGroup {
  /** The `groupId`, and the end of the storage key. */
  id: string;
  /** The `value` of each option a Tabs of the group may offer, and what it stands for. */
  values: Readonly<Record<string, string>>;
}

export const tabGroups = {
  /**
   * The language of a code sample (ApiExample). The values are the samples' languages,
   * generated from openapi.yaml (`plugins/api-reference/openapi/samples.ts`).
   */
  language: {
    id: 'language',
    values: {
      bash: 'curl in a shell',
      javascript: 'JavaScript or TypeScript (Node.js)',
      go: 'Go',
      php: 'PHP',
      python: 'Python',
    },
  },
  /** How the reader installs the saturn CLI: the Linux quickstart offers the two packages. */
  installMethod: {
    id: 'install-method',
    values: {
      deb: 'the .deb package (Debian, Ubuntu)',
      rpm: 'the .rpm package (RHEL, Fedora)',
      brew: 'Homebrew (macOS)',
      binary: 'the static binary',
      image: 'the container image',
    },
  },
  /** How the reader works on a WordPress site: with WP-CLI on the server, or by hand. */
  wordpressTool: {
    id: 'wordpress-tool',
    values: {
      'wp-cli': 'WP-CLI on the server',
      'by-hand': 'by hand: the admin dashboard, or editing a file',
    },
  },
  /** The CI system that runs a scheduled pipeline. */
  ciSystem: {
    id: 'ci-system',
    values: {
      github: 'GitHub Actions',
      gitlab: 'GitLab CI',
    },
  },
} as const satisfies Record<string, TabGroup>;
