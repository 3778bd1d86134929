import {afterEach, describe, expect, it, vi} from 'vitest';

import {search} from '../../plugins/search/engine/browser';
import {buildIndex, type SourcePage} from '../../plugins/search/engine/build';
import type {
  ManifestFile,
  PageFile,
  SectionFile,
  ShardFile,
} from '../../plugins/search/engine/format';
import type {Loader} from '../../plugins/search/engine/query';
import {markAll, matchPositions, segmentsText, snippet} from '../../plugins/search/engine/snippet';
import {stem} from '../../plugins/search/engine/stem';
import {indexFiles, UNEXPECTED_VERSION_URL} from '../../plugins/search/client/files';
import {searchPageUrl} from '../../plugins/search/client/links';

describe('snippets', () => {
  const text =
    'Saturn decides that a run is LATE when its grace period has passed without a success ping, and MISSED when no ping came.';
  const positions = matchPositions(text, new Set(['grace', 'period']), stem);

  it('mark the words whose terms matched, stemmed like the index', () => {
    expect(positions.map(([start, length]) => text.slice(start, start + length))).toEqual([
      'grace',
      'period',
    ]);
    expect(
      markAll('Grace periods', matchPositions('Grace periods', new Set(['period']), stem)),
    ).toEqual([
      ['Grace ', false],
      ['periods', true],
    ]);
  });

  it('show at most the context length around the first match, cut at words', () => {
    for (const length of [30, 50, 100]) {
      const cut = snippet(text, positions, length);
      const visible = segmentsText(cut).replace(/…/g, '');
      expect(visible.length).toBeLessThanOrEqual(length);
      expect(cut.some(([part, marked]) => marked && part === 'grace')).toBe(true);
    }
    const cut = segmentsText(snippet(text, positions, 50));
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    // Whole words at both ends.
    expect(
      cut
        .replace(/…/g, '')
        .split(' ')
        .every((word) => text.includes(word)),
    ).toBe(true);
  });

  it('show the start of a text with no match, and a short text whole', () => {
    expect(segmentsText(snippet(text, [], 20))).toBe('Saturn decides that…');
    expect(snippet('Short.', [], 50)).toEqual([['Short.', false]]);
  });
});

function loaderFor(files: Map<string, string>): Loader {
  const read = <T>(file: string) => JSON.parse(files.get(file)!) as T;
  return {
    manifest: async () => read<ManifestFile>('search-index/manifest.json'),
    shard: async (key) => {
      const text = files.get(`search-index/t/${key}.json`);
      return text ? (JSON.parse(text) as ShardFile) : null;
    },
    page: async (id) => read<PageFile>(`search-index/p/${id}.json`),
    section: async (id, section) => read<SectionFile>(`search-index/p/${id}-${section}.json`),
  };
}

const pages: SourcePage[] = Array.from({length: 6}, (_, n) => ({
  url: `/monitors/page-${n}`,
  title: `Grace period ${n}`,
  breadcrumb: ['Monitors'],
  description: '',
  sections: [
    {anchor: '', heading: `Grace period ${n}`, text: 'A grace period is how late a run may be.'},
    ...[1, 2, 3].map((s) => ({
      anchor: `#part-${s}`,
      heading: `Choose a grace period, part ${s}`,
      text: `Each grace period here is long enough for the run number ${s} of the job, and then some more words follow.`,
    })),
  ],
}));

describe('results the navbar box and the search page show', () => {
  const loader = loaderFor(buildIndex(pages, ['monitors'], stem));

  it('are at most 8 in the dropdown: each page, then its best sections, with its section', async () => {
    const results = await search(
      {query: 'grace period', limit: 8, contextLength: 50, typing: false},
      loader,
    );
    const hits = results!.hits;
    expect(hits.length).toBeLessThanOrEqual(8);
    expect(hits[0]!.kind).toBe('page');
    expect(hits[0]!.path).toEqual(['Monitors']);
    expect(hits[1]!.kind).toBe('section');
    expect(hits[1]!.url).toMatch(/^\/monitors\/page-\d#part-\d$/);
    expect(hits[1]!.path).toEqual(['Monitors', expect.stringMatching(/^Grace period \d$/)]);
    expect(hits[0]!.title.some(([text, marked]) => marked && /grace/i.test(text))).toBe(true);
    for (const hit of hits) {
      expect(segmentsText(hit.snippet).replace(/…/g, '').length).toBeLessThanOrEqual(50);
    }
    expect(new Set(hits.map((hit) => hit.key)).size).toBe(hits.length);
    expect(results!.pages).toBe(6);
  });

  it('are not fetched for a query the reader has typed past', async () => {
    const fetched: number[] = [];
    const counting: Loader = {
      ...loader,
      section: async (id, section) => {
        fetched.push(id);
        return loader.section(id, section);
      },
    };
    const outcome = await search(
      {query: 'grace', limit: 8, contextLength: 50, typing: true},
      counting,
      () => true,
    );
    expect(outcome).toBeNull();
    expect(fetched).toEqual([]);
  });
});

describe('index files in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser(fetch: (url: string) => Promise<Response>) {
    vi.stubGlobal('window', {location: {origin: 'https://saturn.example'}});
    vi.stubGlobal('fetch', vi.fn(fetch));
    return globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
  }

  it('come from the site origin, with the index version', async () => {
    const fetch = browser(async () => new Response('{"v":1}'));
    await indexFiles('/', '', 'abc123').manifest();
    expect(fetch).toHaveBeenCalledWith('/search-index/manifest.json?_=abc123');
  });

  it('are refused from another origin with the specification’s message, and never fetched', async () => {
    const fetch = browser(async () => new Response('{}'));
    await expect(indexFiles('/', '//evil.example/', 'v').manifest()).rejects.toThrow(
      UNEXPECTED_VERSION_URL,
    );
    // Browsers read a backslash after the slash as a second slash.
    await expect(indexFiles('/', '\\evil.example/', 'v').manifest()).rejects.toThrow(
      'Unexpected version url',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are fetched once, and again after a failure', async () => {
    let fail = true;
    const fetch = browser(async () =>
      fail ? new Response('', {status: 503}) : new Response('{"t":{}}'),
    );
    const files = indexFiles('/', '', 'retry');
    await expect(files.shard('gr')).rejects.toThrow('could not be loaded');
    fail = false;
    await files.shard('gr');
    await files.shard('gr');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('say what failed when the network does', async () => {
    browser(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(indexFiles('/', '', 'offline').shard('pe')).rejects.toThrow(
      'The search index could not be loaded',
    );
  });
});

describe('links to the search page', () => {
  it('carry the query, and the docs section when one is given', () => {
    expect(searchPageUrl('/search', 'grace period')).toBe('/search?q=grace+period');
    expect(searchPageUrl('/search', 'a&b', 'monitors')).toBe('/search?q=a%26b&ctx=monitors');
  });
});
