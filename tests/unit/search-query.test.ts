import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import {
  MAX_EDIT_DISTANCE,
  SEARCH_FIELDS,
  parseQuery,
  presence,
  searchWithSyntax,
  toParseFailure,
  usesQuerySyntax,
  type TypedIndex,
} from '../../plugins/search/syntax/query';

/**
 * A small index of the shape plugins/search/syntax/build.ts writes: one lunr index per kind of
 * document (title, heading, description, keywords, content), each with the ref `i` and the
 * single field `t`.
 */
const documents: {i: number; t: string}[][] = [
  // 0: page titles
  [
    {i: 1, t: 'Grace periods and lateness'},
    {i: 2, t: 'Cron monitors'},
    {i: 3, t: 'Install the WordPress plugin'},
  ],
  // 1: headings
  [{i: 4, t: 'Choose a cron expression'}],
  // 2: descriptions
  [{i: 5, t: 'How Saturn decides that a cron run is LATE'}],
  // 3: keywords
  [],
  // 4: content
  [
    {i: 6, t: 'WordPress sites run wp-cron on page loads'},
    {i: 7, t: 'A cron job that runs every hour'},
    {i: 8, t: 'Kubernetes CronJobs run in a cluster'},
  ],
];

const indexes: TypedIndex[] = documents.map((docs, type) => ({
  type,
  index: lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of docs) this.add({...doc, i: doc.i.toString()});
  }),
}));

/** The refs a query finds, in result order; throws on a parse error so tests read plainly. */
function refs(query: string): number[] {
  const result = searchWithSyntax(query, indexes);
  if (!result.ok) throw new Error(`unexpected parse error: ${result.error}`);
  return result.hits.map((hit) => Number(hit.ref));
}

function errorOf(query: string): string {
  const result = searchWithSyntax(query, indexes);
  if (result.ok) throw new Error(`expected "${query}" to fail`);
  return result.error;
}

describe('usesQuerySyntax', () => {
  // Plain queries are searched as words; the others go to lunr's query parser.
  it.each<[string, 'words' | 'query syntax']>([
    ['grace period', 'words'],
    ['wp-cron', 'words'],
    ['saturn run --no-start', 'words'],
    ['https://api.saturn.example', 'words'],
    ['Error: Invalid token', 'words'],
    ['at 10:30', 'words'],
    ['cron - linux', 'words'],
    ['C++', 'words'],
    ['<img src=x onerror=window.__pwned=1>', 'words'],
    ['*/5 * * * *', 'words'],
    ['what does 0 3 * * 1-5 mean?', 'words'],
    ['@hourly', 'words'],
    ['is my job running?', 'words'],
    ["what's new", 'words'],
    ['title:cron', 'query syntax'],
    ['content:cron', 'query syntax'],
    ['title:', 'query syntax'],
    ['cron~1', 'query syntax'],
    ['cron^10', 'query syntax'],
    ['+cron', 'query syntax'],
    ['-wordpress', 'query syntax'],
    ['cron +', 'query syntax'],
    ['+', 'query syntax'],
    ['cron*', 'query syntax'],
    ['*cron', 'query syntax'],
    ['*/5 * * * * kube*', 'query syntax'],
  ])('reads %j as %s', (query, reading) => {
    expect(usesQuerySyntax(query)).toBe(reading === 'query syntax');
  });
});

describe('parse errors carry lunr’s message', () => {
  it.each([
    // An unknown field: the message lists the known ones.
    [
      'author:cron',
      "unrecognised field 'author', possible fields: 'title', 'heading', 'description', 'keywords', 'content'",
    ],
    // A field needs a term after it.
    ['title:', 'expecting term, found nothing'],
    ['title:^2', "expecting term, found 'BOOST'"],
    ['title:~1', "expecting term, found 'EDIT_DISTANCE'"],
    // Edit distance and boost need numbers.
    ['cron~x', 'edit distance must be numeric'],
    ['cron^high', 'boost must be numeric'],
    // A presence operator needs a term or a field after it.
    ['+', 'expecting term or field, found nothing'],
    ['cron -', 'expecting term or field, found nothing'],
    ['+^2', "expecting term or field, found 'BOOST'"],
    // A modifier needs a term before it.
    ['^2', "expected either a field or a term, found BOOST with value '2'"],
  ])('rejects %j with %j', (query, message) => {
    expect(errorOf(query)).toBe(message);
  });

  it('reports an unexpected lexeme type from the parser', () => {
    // lunr's lexer never emits a lexeme the parser cannot follow a term with (see the next
    // test), so this message can only come from a lexeme stream built by hand.
    const parser = new lunr.QueryParser('', new lunr.Query([...SEARCH_FIELDS]));
    parser.lexer = {
      run() {},
      lexemes: [
        {type: 'TERM', str: 'cron', start: 0, end: 4},
        {type: 'EOS', str: '', start: 4, end: 4},
      ],
    } as unknown as lunr.QueryLexer;
    let thrown: unknown;
    try {
      parser.parse();
    } catch (error) {
      thrown = error;
    }
    expect(toParseFailure(thrown)).toMatchObject({
      ok: false,
      error: "Unexpected lexeme type 'EOS'",
    });
  });

  it('cannot produce "Unexpected lexeme type" from any typed query', () => {
    const alphabet = ['a', 'b', ':', '~', '^', '+', '-', '*', '1', ' ', '\\', 'title'];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * alphabet.length;
    for (let n = 0; n < 5000; n += 1) {
      const length = 1 + (n % 8);
      const query = Array.from({length}, () => alphabet[Math.floor(random())]).join('');
      const parsed = parseQuery(query);
      if (!parsed.ok) expect(parsed.error).not.toMatch(/^Unexpected lexeme type/);
    }
  });

  it('never throws: other errors become a sentence, not a stack trace', () => {
    expect(toParseFailure(new TypeError('boom'))).toEqual({
      ok: false,
      error: 'the query could not be read (boom)',
    });
  });
});

describe('operators', () => {
  it('searches every field when none is named', () => {
    // wp-cron is indexed as the two words wp and cron.
    expect(refs('cron').sort()).toEqual([2, 4, 5, 6, 7]);
  });

  it('field:term restricts a term to one kind of document', () => {
    expect(refs('title:cron')).toEqual([2]);
    expect(refs('heading:cron')).toEqual([4]);
    expect(refs('description:cron')).toEqual([5]);
    expect(refs('content:cron').sort()).toEqual([6, 7]);
    expect(refs('keywords:cron')).toEqual([]);
  });

  it('+term requires a term', () => {
    expect(refs('+cron +job')).toEqual([7]);
    expect(refs('+cron +wordpress')).toEqual([6]);
    expect(refs('+title:cron content:cron')).toEqual([2]);
  });

  it('-term excludes a term', () => {
    expect(refs('run -wordpress')).toEqual(expect.arrayContaining([5, 7, 8]));
    expect(refs('run -wordpress')).not.toContain(6);
    // A query made only of exclusions returns everything else, as lunr does.
    expect(refs('-wordpress').sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 7, 8]);
    // Exclusions for another field do not turn into "everything" for that field.
    expect(refs('title:cron -content:wordpress')).toEqual([2]);
  });

  it('term^N boosts a term, changing the order', () => {
    expect(refs('wordpress^10 kubernetes')[0]).toBe(3);
    expect(refs('wordpress kubernetes^10')[0]).toBe(8);
  });

  it('term~N matches within an edit distance', () => {
    expect(refs('clustr')).toEqual([]);
    expect(refs('clustr~1')).toEqual([8]);
    expect(refs('clstr~1')).toEqual([]);
    expect(refs('clstr~2')).toEqual([8]);
  });

  it('caps a large edit distance so the page stays responsive', () => {
    const parsed = parseQuery('cron~9');
    expect(parsed.ok && parsed.clauses[0]?.editDistance).toBe(MAX_EDIT_DISTANCE);
  });

  it('term* is a wildcard and disables stemming for that clause', () => {
    expect(refs('kube*')).toEqual([8]);
    expect(refs('*ster')).toEqual([8]);
    // "periods" is stemmed to "period", the indexed term; "periods*" is not stemmed.
    expect(refs('+periods')).toEqual([1]);
    expect(refs('+periods*')).toEqual([]);
    const parsed = parseQuery('periods* grace');
    expect(parsed.ok && parsed.clauses.map((c) => c.usePipeline)).toEqual([false, true]);
  });

  it('lower-cases terms', () => {
    const parsed = parseQuery('title:CRON +WordPress');
    expect(parsed.ok && parsed.clauses.map((c) => c.term)).toEqual(['cron', 'wordpress']);
    expect(parsed.ok && parsed.clauses.map((c) => c.presence)).toEqual([
      presence.OPTIONAL,
      presence.REQUIRED,
    ]);
    expect(refs('KUBE*')).toEqual([8]);
  });

  it('returns words to highlight, without exclusions or wildcards', () => {
    const result = searchWithSyntax('title:cron -wordpress kube* monitors^2', indexes);
    expect(result.ok && result.tokens).toEqual(['monitors', 'cron', 'kube']);
  });

  it('limits the number of hits', () => {
    const result = searchWithSyntax('-nothing', indexes, 3);
    expect(result.ok && result.hits).toHaveLength(3);
  });
});
