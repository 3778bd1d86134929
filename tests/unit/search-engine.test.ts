import {describe, expect, it} from 'vitest';

import {buildIndex, type SourcePage} from '../../plugins/search/engine/build';
import type {
  ManifestFile,
  PageFile,
  SectionFile,
  ShardFile,
} from '../../plugins/search/engine/format';
import {planResults, sectionFilesFor} from '../../plugins/search/engine/plan';
import {rankPages, type Loader} from '../../plugins/search/engine/query';
import {stem} from '../../plugins/search/engine/stem';
import {editDistance, shardKey, tokenize, typoDistance} from '../../plugins/search/engine/tokenize';

const terms = (text: string) => tokenize(text, stem).map((t) => t.term);

describe('tokenize', () => {
  it('drops question marks and punctuation, and stems words', () => {
    expect(terms('Is my job running?')).toEqual(['is', 'my', 'job', 'run']);
  });

  it('reads possessives and contractions as their word, and a negative one as "not"', () => {
    expect(terms("What's new in Welford's algorithm? Don't")).toEqual([
      'what',
      'new',
      'in',
      'welford',
      'algorithm',
      'not',
    ]);
    expect(terms("my cron job didn't run")).toEqual(['my', 'cron', 'job', 'not', 'run']);
    expect(terms('it won’t start')).toEqual(['it', 'not', 'start']);
  });

  it('marks the words of an identifier as its parts', () => {
    const parts = tokenize('Retry-After header', stem).map((term) => [term.term, term.of]);
    expect(parts).toEqual([
      ['=retry-after', undefined],
      ['retri', '=retry-after'],
      ['after', '=retry-after'],
      ['header', undefined],
    ]);
  });

  it('keeps identifiers whole and in parts', () => {
    expect(terms('wp-cron')).toEqual(['=wp-cron', 'wp', 'cron']);
    expect(terms('incident.opened')).toEqual(['=incident.opened', 'incid', 'open']);
    expect(terms('DISABLE_WP_CRON')).toEqual(['=disable_wp_cron', 'disabl', 'wp', 'cron']);
    expect(terms('listMonitors')).toEqual(['=listmonitors', 'listmonitor', 'list', 'monitor']);
  });

  it('reads cron expressions and macros', () => {
    expect(terms('*/5  * * * *')).toEqual(['=*/5 * * * *']);
    expect(terms('0 3 * * MON-FRI runs')).toEqual(['=0 3 * * mon-fri', 'run']);
    expect(terms('@hourly')).toEqual(['=@hourly', 'hourli']);
    // Five plain numbers are not an expression.
    expect(terms('1 2 3 4 5')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('names shards by the first two characters, safe for a file name', () => {
    expect(shardKey('cron')).toBe('cr');
    expect(shardKey('*/5')).toBe('_2a_2f');
  });

  it('keeps an identifier in the shard of the words it starts like', () => {
    expect(shardKey('=wp-cron')).toBe(shardKey('wp'));
    expect(shardKey('=@hourly')).toBe('_40h');
  });
});

describe('typos', () => {
  it('allow more edits in longer words', () => {
    expect([3, 4, 7, 8].map(typoDistance)).toEqual([0, 1, 1, 2]);
  });

  it('count insertions, deletions, substitutions and swaps as one edit', () => {
    expect(editDistance('wordpres', 'wordpress', 2)).toBe(1);
    expect(editDistance('sidecra', 'sidecar', 2)).toBe(1);
    expect(editDistance('kubernets', 'kubernetes', 2)).toBe(1);
    expect(editDistance('cron', 'grace', 1)).toBe(2);
  });
});

const pages: SourcePage[] = [
  {
    url: '/monitors/grace-periods',
    title: 'Grace periods and lateness',
    breadcrumb: ['Monitors'],
    description: 'When a run counts as late.',
    sections: [
      {
        anchor: '',
        heading: 'Grace periods and lateness',
        text: 'A grace period is the time a run may be late.',
      },
      {
        anchor: '#rules',
        heading: 'What are the rules?',
        text: 'A job that runs every five minutes.',
      },
    ],
  },
  {
    url: '/wordpress/install',
    title: 'Install the WordPress plugin',
    breadcrumb: ['WordPress'],
    description: '',
    sections: [
      {
        anchor: '',
        heading: 'Install the WordPress plugin',
        text: 'The plugin reports wp-cron hooks.',
      },
      {
        anchor: '#system-cron',
        heading: 'Replace the trigger',
        text: "Set define('DISABLE_WP_CRON', true); then add */5 * * * * to the crontab.",
      },
    ],
  },
  {
    url: '/changelog/',
    title: 'Changelog',
    breadcrumb: [],
    description: '',
    sections: [
      {
        anchor: '',
        heading: 'Changelog',
        text: 'New releases and what changed. A job may mention plugins.',
      },
      {
        anchor: '#which-version',
        heading: 'Which version am I running?',
        text: 'Run saturn version.',
      },
    ],
  },
];

function loaderFor(files: Map<string, string>): Loader {
  return {
    manifest: async () => JSON.parse(files.get('search-index/manifest.json')!) as ManifestFile,
    shard: async (key) => {
      const text = files.get(`search-index/t/${key}.json`);
      return text ? (JSON.parse(text) as ShardFile) : null;
    },
    page: async (id) => JSON.parse(files.get(`search-index/p/${id}.json`)!) as PageFile,
    section: async (id, section) =>
      JSON.parse(files.get(`search-index/p/${id}-${section}.json`)!) as SectionFile,
  };
}

describe('rankPages', () => {
  const files = buildIndex(pages, ['monitors', 'wordpress'], stem);
  const loader = loaderFor(files);
  const top = async (query: string, context?: string) => {
    const {pages: ranked} = await rankPages(query, loader, stem, {typing: false, context});
    return Promise.all(ranked.map(async (r) => (await loader.page(r.page)).u));
  };

  it('writes one file per page and per shard, pages in URL order', () => {
    expect(JSON.parse(files.get('search-index/p/0.json')!).u).toBe('/changelog/');
    const manifest = JSON.parse(files.get('search-index/manifest.json')!) as ManifestFile;
    expect(manifest.c).toEqual({monitors: [1, 2], wordpress: [2, 3]});
    expect(manifest.k).toContain('gr');
    const shard = JSON.parse(files.get('search-index/t/gr.json')!) as ShardFile;
    expect(Object.keys(shard.t)).toEqual(['grace']);
  });

  it('writes one file per section with its page URL, title and breadcrumb', () => {
    const file = JSON.parse(files.get('search-index/p/1-1.json')!) as SectionFile;
    expect(file).toEqual({
      v: 1,
      u: '/monitors/grace-periods',
      t: 'Grace periods and lateness',
      b: ['Monitors'],
      s: ['#rules', 'What are the rules?', 'A job that runs every five minutes.'],
    });
  });

  it('plans the dropdown as 8 results at most, from the files of the sections it lists', () => {
    const section = (n: number, score: number) => ({section: n, score});
    const ranked = [0, 1, 2, 3, 4].map((page) => ({
      page,
      score: 10 - page,
      sections: [section(0, 9), section(1, 8), section(2, 7), section(3, 1)],
    }));
    const planned = planResults(ranked, 8);
    // Page 1 with 2 sections, pages 2 and 3 with 1, page 4 alone; section 3 scores too low.
    expect(planned.map((page) => page.sections)).toEqual([[1, 2], [1], [1], []]);
    expect(planned.map(sectionFilesFor)).toEqual([[1, 2], [1], [1], [0]]);
    const results = planned.reduce((n, page) => n + 1 + page.sections.length, 0);
    expect(results).toBe(8);
    // The search page lists up to 3 sections of up to 25 pages.
    expect(planResults(ranked, 100).map((page) => page.sections)).toEqual(
      Array.from({length: 5}, () => [1, 2]),
    );
  });

  it('ranks a title match above a body match', async () => {
    expect((await top('plugin'))[0]).toBe('/wordpress/install');
  });

  it('answers questions with their words', async () => {
    expect((await top('Which version am I running?'))[0]).toBe('/changelog/');
  });

  it('ranks the page holding an exact identifier first', async () => {
    expect((await top('DISABLE_WP_CRON'))[0]).toBe('/wordpress/install');
    expect((await top('*/5 * * * *'))[0]).toBe('/wordpress/install');
  });

  it('tolerates typos only when the word is found nowhere', async () => {
    expect(await top('wordpres')).toEqual(['/wordpress/install']);
    expect(await top('gracee')).toEqual(['/monitors/grace-periods']);
    expect(await top('zzzz')).toEqual([]);
  });

  it('extends the last word while it is typed', async () => {
    const {pages: typing} = await rankPages('late', loader, stem, {typing: true});
    expect(typing.length).toBe(1);
  });

  it('keeps to a context', async () => {
    expect(await top('run', 'monitors')).toEqual(['/monitors/grace-periods']);
    expect(await top('run', 'kubernetes')).toEqual([]);
  });

  it("asks for every shard, synonyms' too, in one round", async () => {
    let round = 0;
    const rounds: number[] = [];
    const counting: Loader = {
      ...loader,
      shard: async (key) => {
        rounds.push(round);
        await Promise.resolve();
        round = 1;
        return loader.shard(key);
      },
    };
    // `wp` also asks for `wordpress`, in another shard (wo).
    await rankPages('DISABLE_WP_CRON', counting, stem, {typing: false});
    expect(rounds.length).toBeGreaterThan(2);
    expect(new Set(rounds)).toEqual(new Set([0]));
  });

  it('lists the best section of a page first', async () => {
    const {pages: ranked} = await rankPages('rules', loader, stem, {typing: false});
    expect(ranked[0]!.sections[0]!.section).toBe(1);
  });
});

/** A loader over files built in memory. */
function memory(pagesToIndex: SourcePage[], contexts: string[]) {
  const built = buildIndex(pagesToIndex, contexts, stem);
  const loader = loaderFor(built);
  const urls = async (query: string, options: Parameters<typeof rankPages>[3] = {}) => {
    const {pages: ranked} = await rankPages(query, loader, stem, {typing: false, ...options});
    return Promise.all(ranked.map(async (r) => (await loader.page(r.page)).u));
  };
  return {built, loader, urls};
}

const page = (
  url: string,
  title: string,
  sections: [string, string][],
  extra = {},
): SourcePage => ({
  url,
  title,
  breadcrumb: [url.split('/')[1] ?? ''],
  description: '',
  sections: [
    {anchor: '', heading: title, text: sections[0]?.[1] ?? ''},
    ...sections.slice(1).map(([heading, text]) => ({
      anchor: `#${heading.toLowerCase().replace(/\W+/g, '-')}`,
      heading,
      text,
    })),
  ],
  ...extra,
});

describe('the reader’s own docs section', () => {
  const {urls} = memory(
    [
      page('/cli/install', 'Install the CLI', [['', 'Install the binary on a server.']]),
      page('/wordpress/install', 'Install the plugin', [['', 'Install the plugin on a site.']]),
      page('/wordpress/hooks', 'Hooks', [['', 'Each hook of the site.']]),
      page('/kubernetes/helm-values', 'Helm values reference', [
        ['', 'Every value of the Helm chart: values.yaml.'],
      ]),
      page('/wordpress/troubleshooting', 'Troubleshooting', [
        ['', 'A site whose cron does not run. Helm is for Kubernetes.'],
      ]),
    ],
    ['cli', 'wordpress', 'kubernetes'],
  );

  it('wins a close call', async () => {
    expect((await urls('install', {prefer: 'cli'}))[0]).toBe('/cli/install');
    expect((await urls('install', {prefer: 'wordpress'}))[0]).toBe('/wordpress/install');
  });

  it('never wins over a clearly better answer elsewhere', async () => {
    expect((await urls('helm values', {prefer: 'wordpress'}))[0]).toBe('/kubernetes/helm-values');
  });

  it('is searched with the rest of the site, unless the search keeps to it', async () => {
    expect(await urls('helm', {prefer: 'wordpress'})).toContain('/kubernetes/helm-values');
    expect(await urls('helm', {context: 'wordpress'})).toEqual(['/wordpress/troubleshooting']);
  });

  it('counts the pages found in it', async () => {
    const {loader} = memory(
      [page('/cli/a', 'Install', []), page('/wordpress/b', 'Install', [])],
      ['cli', 'wordpress'],
    );
    expect((await rankPages('install', loader, stem, {prefer: 'cli'})).preferred).toBe(1);
    expect((await rankPages('install', loader, stem, {prefer: 'kubernetes'})).preferred).toBe(0);
  });
});

describe('ranking', () => {
  it('weighs the words of a known identifier less than the identifier', async () => {
    const {urls} = memory(
      [
        page('/a/retries', 'Retries', [
          ['', 'Retry after a pause. Retry again after a while. Retry.'],
        ]),
        page('/b/pings', 'Pings', [['', 'A 429 answer carries a Retry-After header.']]),
      ],
      [],
    );
    expect((await urls('retry-after'))[0]).toBe('/b/pings');
    // Without the identifier in the index, its words are the query.
    expect((await urls('retry after'))[0]).toBe('/a/retries');
  });

  it('answers a question that says something does not work with troubleshooting first', async () => {
    const {urls} = memory(
      [
        page('/a/quickstart', 'Monitor a cron job', [['', 'Add the cron job and run it.']]),
        page('/b/troubleshooting', 'Troubleshoot a silent job', [
          ['', 'When a cron job does not run, check its log.'],
        ]),
      ],
      [],
    );
    expect((await urls('cron job run'))[0]).toBe('/a/quickstart');
    expect((await urls("my cron job didn't run"))[0]).toBe('/b/troubleshooting');
  });

  it('weighs words in code and in links to other pages less than prose', async () => {
    const text = 'Send the heartbeat with a timeout.';
    const {urls} = memory(
      [
        page('/a/code', 'Examples', [['', text]], {}),
        page('/b/prose', 'Guide', [['', text]]),
        page('/c/links', 'Next', [['', text]]),
      ]
        .map((p, i) => {
          const section = p.sections[0]!;
          if (i === 0) section.code = 'heartbeat';
          if (i === 2) section.links = 'heartbeat';
          return p;
        })
        // Pages without the word, so that it is rare enough to weigh something.
        .concat(
          ['d', 'e', 'f', 'g', 'h'].map((name) => page(`/${name}/x`, 'Other', [['', 'No.']])),
        ),
      [],
    );
    expect((await urls('heartbeat'))[0]).toBe('/b/prose');
  });
});
