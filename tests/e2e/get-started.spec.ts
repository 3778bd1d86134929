import {cliCommands, cliExitCodes, cliFlags, cliEnvironment} from '../../src/data/cli';
import {expect, open, test} from './fixtures';

/** What a reader must find on each quickstart: code in these languages, and these snippets. */
const quickstarts: {path: string; languages: string[]; mustShow: string[]}[] = [
  {
    path: '/get-started/quickstart-linux-cron',
    languages: ['bash', 'text'],
    mustShow: ['saturn run -- /usr/local/bin/backup.sh --full', 'saturn doctor'],
  },
  {
    path: '/get-started/quickstart-kubernetes',
    languages: ['bash', 'yaml'],
    mustShow: [
      'saturn.example/monitor-id',
      'concurrencyPolicy: Forbid',
      'kubectl create job --from=cronjob/nightly-report',
    ],
  },
  {
    path: '/get-started/quickstart-wordpress',
    languages: ['bash', 'text'],
    mustShow: ['wp saturn connect', 'wp saturn sync', 'wp saturn status', 'DISABLE_WP_CRON'],
  },
  {
    path: '/get-started/quickstart-ci',
    languages: ['yaml'],
    mustShow: ['schedule:', '--max-time 10 --retry 3'],
  },
];

for (const quickstart of quickstarts) {
  test(`${quickstart.path} shows its steps, complete code blocks and next steps`, async ({
    page,
  }) => {
    await open(page, quickstart.path);
    const article = page.locator('article');
    await expect(article.getByRole('heading', {level: 2, name: /^Step 1/})).toBeVisible();
    await expect(article.getByRole('heading', {level: 2, name: 'Next steps'})).toBeVisible();

    for (const language of quickstart.languages) {
      await expect(
        article.locator(`pre code.language-${language}, div.language-${language} pre`).first(),
        `a ${language} code block`,
      ).toBeAttached();
    }
    const code = (await article.locator('pre').allInnerTexts()).join('\n');
    for (const snippet of quickstart.mustShow) expect(code).toContain(snippet);

    // Every visible code block offers a copy button.
    const firstBlock = article.locator('pre').first();
    await firstBlock.hover();
    await expect(
      firstBlock.locator('xpath=..').getByRole('button', {name: /copy/i}).first(),
    ).toBeAttached();

    const nextLinks = article.locator('h2:has-text("Next steps") + ul a');
    expect(await nextLinks.count()).toBeGreaterThanOrEqual(2);
  });
}

test('the CI quickstart switches between GitHub Actions and GitLab CI tabs', async ({page}) => {
  await open(page, '/get-started/quickstart-ci');
  const github = page.getByRole('tab', {name: 'GitHub Actions'});
  const gitlab = page.getByRole('tab', {name: 'GitLab CI'});
  await expect(github).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('workflow_dispatch', {exact: false}).first()).toBeVisible();

  await gitlab.click();
  await expect(gitlab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('CI_PIPELINE_SOURCE').first()).toBeVisible();
  await expect(page.locator('[role="tabpanel"]:visible pre').first()).toContainText('stages:');
});

test('the Linux quickstart offers the deb and rpm install commands in tabs', async ({page}) => {
  await open(page, '/get-started/quickstart-linux-cron');
  await page.getByRole('tab', {name: 'RHEL, Fedora'}).click();
  await expect(page.locator('[role="tabpanel"]:visible pre').first()).toContainText('dnf install');
});

test('the package picked on the Linux quickstart is picked on the CLI install page', async ({
  page,
}) => {
  await open(page, '/get-started/quickstart-linux-cron');
  await page.getByRole('tab', {name: 'RHEL, Fedora'}).click();
  await page.goto('/cli/install');
  await expect(page.getByRole('tab', {name: 'RHEL, Fedora'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', {name: 'RHEL, Fedora'})).toHaveCount(2);
  for (const tab of await page.getByRole('tab', {name: 'RHEL, Fedora'}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
});

test('WP-CLI picked on the WordPress install page is picked on the WordPress quickstart', async ({
  page,
}) => {
  await open(page, '/wordpress/install');
  await page.getByRole('tab', {name: 'Admin dashboard'}).first().click();
  await page.getByRole('tab', {name: 'WP-CLI'}).first().click();
  await open(page, '/get-started/quickstart-wordpress');
  await expect(page.getByRole('tab', {name: 'WP-CLI'})).toHaveAttribute('aria-selected', 'true');
  // Working by hand carries over too: the dashboard on one page, the file on the other.
  await page.getByRole('tab', {name: 'Edit wp-config.php'}).click();
  await open(page, '/wordpress/install');
  for (const tab of await page.getByRole('tab', {name: 'Admin dashboard'}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the Linux quickstart shows both packages, each under its name, and no tabs', async ({
    page,
  }) => {
    await page.goto('/get-started/quickstart-linux-cron');
    await expect(page.getByRole('tab')).toHaveCount(0);
    const step = page.locator('article .theme-tabs-container').first();
    await expect(
      step.getByText('Debian, Ubuntu', {exact: true}).filter({visible: true}),
    ).toHaveCount(1);
    await expect(step.getByText('RHEL, Fedora', {exact: true}).filter({visible: true})).toHaveCount(
      1,
    );
    await expect(step.locator('pre').filter({hasText: 'apt-get install'})).toBeVisible();
    await expect(step.locator('pre').filter({hasText: 'dnf install'})).toBeVisible();
  });
});

test('the overview draws the ping, detect, alert flowchart', async ({page}) => {
  await open(page, '/get-started/overview');
  // The diagram is drawn ahead of time (plugins/diagrams): its SVG is in the page's HTML.
  const diagram = page.locator('.saturn-diagram svg').filter({visible: true});
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('MISSED incident');
  await expect(diagram).toContainText('Alert');
});

test('choose your path links every platform to its quickstart', async ({page}) => {
  await open(page, '/get-started/choose-your-path');
  const table = page.locator('article table').first();
  for (const path of [
    '/get-started/quickstart-linux-cron',
    '/get-started/quickstart-kubernetes',
    '/get-started/quickstart-wordpress',
    '/get-started/quickstart-ci',
    '/monitors/pings',
  ]) {
    await expect(table.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
});

test('the CLI reference lists every command, flag, variable and exit code', async ({page}) => {
  await open(page, '/cli/reference');
  const article = page.locator('article');

  for (const command of cliCommands) {
    const heading = article.locator(`h3#saturn-${command.name}`);
    await expect(heading).toHaveText(`saturn ${command.name}`);
    const section = article.locator(`[data-command="${command.name}"]`);
    await expect(section.locator('pre').first()).toHaveText(command.usage);
  }

  for (const flag of cliFlags) {
    const heading = article.locator(`h3#flag-${flag.name}`);
    await expect(heading, `--${flag.name} has its own heading`).toContainText(`--${flag.name}`);
    const entry = article.locator(`[data-flag="${flag.name}"]`);
    if (flag.env) await expect(entry).toContainText(flag.env);
    if (flag.default !== undefined && !flag.defaultUrl) {
      await expect(entry).toContainText(String(flag.default));
    }
  }
  // Nothing beyond the definition: the page shows exactly the defined flags.
  await expect(article.locator('[data-flag]')).toHaveCount(cliFlags.length);

  const envTable = article.getByRole('region', {name: 'Environment variables'});
  for (const variable of cliEnvironment) await expect(envTable).toContainText(variable.name);

  const exitRows = article.getByRole('region', {name: 'Exit codes'}).locator('tbody tr');
  await expect(exitRows).toHaveCount(cliExitCodes.length);

  // The table of contents reaches the generated sections.
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', {name: 'Flags'})).toBeAttached();
  await expect(toc.getByRole('link', {name: 'saturn run'})).toBeAttached();
});

test('a flag link in the reference jumps to that flag', async ({page}) => {
  await open(page, '/cli/reference');
  await page.locator('#saturn-run ~ p').getByRole('link', {name: '--timeout'}).first().click();
  await expect(page).toHaveURL(/#flag-timeout$/);
  await expect(page.locator('h3#flag-timeout')).toBeInViewport();
});
