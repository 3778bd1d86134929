import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import {extractDocsPage, isDocsPage} from '../../plugins/search/sources/docs';
import {buildSyntaxIndex} from '../../plugins/search/syntax/build';
import {SEARCH_FIELDS, searchWithSyntax} from '../../plugins/search/syntax/query';

/** A docs page as theme-classic renders it, trimmed to what the extractor reads. */
const html = `<!doctype html><html><head>
<meta name="description" content="How Saturn decides that a run is LATE.">
<meta name="keywords" content="grace, lateness">
</head><body><nav class="navbar"><input placeholder="Search"></nav>
<article><div class="theme-doc-markdown markdown">
<header><h1>Grace periods</h1></header>
<p>A <strong>grace period</strong> is how late a run may be.<button>Copy</button></p>
<h2 class="anchor" id="rules">What are the rules?<a href="#rules" class="hash-link" aria-hidden="true">&ZeroWidthSpace;</a></h2>
<p>A run is due at its time.</p>
<div class="language-bash"><pre class="prism-code"><code><div class="token-line"><span class="token function">curl</span> --retry 3</div></code></pre></div>
<figure class="saturn-diagram"><svg><text>LATE MISSED LATE</text></svg></figure>
<div role="tabpanel" hidden><p>Another language, hidden until chosen.</p></div>
<h3 id="early">Does an early ping count?</h3>
<p>Only inside the window. See <a href="/faq/">the FAQ</a> or <a href="#rules">the rules</a>.</p>
<h4>A smaller heading</h4><p>Still the same section.</p>
<h2>A heading without an anchor</h2><p>Also the same section.</p>
<h2 id="next-steps">Next steps</h2>
<ul><li><a href="/monitors/pings">Send pings</a>: the three calls a job makes.</li>
<li><p><a href="/faq/">FAQ</a>: short answers.</p></li></ul>
</div></article>
<footer>Copyright</footer></body></html>`;

describe('a docs page read for the index', () => {
  const page = extractDocsPage(html)!;

  it('has its title, description and keywords', () => {
    expect(page.title).toBe('Grace periods');
    expect(page.description).toBe('How Saturn decides that a run is LATE.');
    expect(page.keywords).toBe('grace, lateness');
  });

  it('is cut into sections at each anchored ## and ### heading', () => {
    expect(page.sections.map((section) => [section.anchor, section.heading])).toEqual([
      ['', 'Grace periods'],
      ['#rules', 'What are the rules?'],
      ['#early', 'Does an early ping count?'],
      ['#next-steps', 'Next steps'],
    ]);
    expect(page.sections[0]!.text).toBe('A grace period is how late a run may be.');
  });

  it('keeps what a reader reads, hidden tabs too, and leaves out buttons, heading links and diagrams', () => {
    const rules = page.sections[1]!;
    expect(rules.text).toBe(
      'A run is due at its time. curl --retry 3 Another language, hidden until chosen.',
    );
    expect(page.sections.map((section) => section.text).join(' ')).not.toMatch(
      /Copy|\u200b|MISSED/,
    );
    expect(page.sections[2]!.text).toBe(
      'Only inside the window. See the FAQ or the rules. A smaller heading Still the same section. A heading without an anchor Also the same section.',
    );
  });

  it('tells code and the words of links to other pages apart, to weigh them less', () => {
    expect(page.sections[1]!.code).toBe('curl --retry 3');
    // A link to an anchor of the page is prose; a link to another page is not.
    expect(page.sections[2]!.links).toBe('the FAQ');
    // A list item that starts with a link describes the page it links to.
    expect(page.sections[3]!.links).toBe(
      'Send pings : the three calls a job makes. FAQ : short answers.',
    );
  });

  it('is only read from docs pages', () => {
    expect(isDocsPage('<html><body><main><h1>Home</h1></main></body></html>')).toBe(false);
    expect(extractDocsPage('<html><body><h1>Search</h1></body></html>')).toBeNull();
  });
});

describe('the index of lunr-syntax queries', () => {
  const entries = buildSyntaxIndex([
    {
      url: '/monitors/grace-periods',
      title: 'Grace periods',
      breadcrumb: ['Monitors'],
      description: 'How Saturn decides that a run is LATE.',
      sections: [
        {anchor: '', heading: 'Grace periods', text: 'A grace period is how late a run may be.'},
        {anchor: '#rules', heading: 'What are the rules?', text: 'A run is due at its time.'},
      ],
    },
    {
      url: '/kubernetes/sidecar',
      title: 'The Kubernetes sidecar',
      breadcrumb: ['Kubernetes'],
      description: '',
      sections: [{anchor: '', heading: 'The Kubernetes sidecar', text: 'It reports each run.'}],
    },
  ]);
  const indexes = entries.map(({index}, type) => ({
    type,
    // The file is JSON: load it as the browser does.
    index: lunr.Index.load(JSON.parse(JSON.stringify(index)) as object),
  }));

  it('is a list of {documents, index} entries, one per field a query can name', () => {
    expect(entries).toHaveLength(SEARCH_FIELDS.length);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(['documents', 'index']);
    expect(entries[0]!.documents).toEqual([
      {i: 1, t: 'Grace periods', u: '/monitors/grace-periods', b: ['Monitors']},
      {i: 6, t: 'The Kubernetes sidecar', u: '/kubernetes/sidecar', b: ['Kubernetes']},
    ]);
    expect(entries[1]!.documents).toEqual([
      {i: 4, t: 'What are the rules?', u: '/monitors/grace-periods', h: '#rules', p: 1},
    ]);
    const ids = entries.flatMap((entry) => entry.documents.map((document) => document.i));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers queries in lunr syntax with lunr’s own parser', () => {
    const refs = (query: string) => {
      const outcome = searchWithSyntax(query, indexes);
      if (!outcome.ok) throw new Error(outcome.error);
      return outcome.hits.map((hit) => [SEARCH_FIELDS[hit.type], hit.ref]);
    };
    expect(refs('title:sidecar')).toEqual([['title', '6']]);
    expect(refs('title:sidcar~1')).toEqual([['title', '6']]);
    expect(refs('heading:rules')).toEqual([['heading', '4']]);
    expect(refs('+run +late').sort()).toEqual([
      ['content', '3'],
      ['description', '2'],
    ]);
    expect(refs('+run -late').sort()).toEqual([
      ['content', '5'],
      ['content', '7'],
    ]);
    expect(searchWithSyntax('author:x', indexes)).toMatchObject({
      ok: false,
      error: expect.stringContaining("unrecognised field 'author'"),
    });
  });
});
