/**
 * The part of lunr 2.3.9 that the site's search code uses. lunr ships no types and @types/lunr
 * is not installed; lunr itself comes with @easyops-cn/docusaurus-search-local.
 */
declare module 'lunr' {
  namespace lunr {
    namespace Query {
      /** Presence flags of a clause: 1 optional, 2 required, 3 prohibited. */
      const presence: {OPTIONAL: 1; REQUIRED: 2; PROHIBITED: 3};
      const wildcard: {NONE: 0; LEADING: 1; TRAILING: 2};
      interface Clause {
        fields: string[];
        term: string;
        boost: number;
        editDistance?: number;
        usePipeline: boolean;
        wildcard: number;
        presence: number;
      }
    }
    class Query {
      constructor(allFields: string[]);
      allFields: string[];
      clauses: Query.Clause[];
      clause(clause: Partial<Query.Clause> & {term: string}): Query;
      term(term: string, options?: Partial<Query.Clause>): Query;
      isNegated(): boolean;
    }
    interface Lexeme {
      type: string;
      str: string;
      start: number;
      end: number;
    }
    class QueryLexer {
      constructor(str: string);
      lexemes: Lexeme[];
      run(): void;
    }
    class QueryParser {
      constructor(str: string, query: Query);
      lexer: QueryLexer;
      lexemes: Lexeme[];
      query: Query;
      parse(): Query;
    }
    class QueryParseError extends Error {
      constructor(message: string, start: number, end: number);
      start: number;
      end: number;
    }
    interface MatchData {
      metadata: Record<string, Record<string, {position?: [number, number][]}>>;
    }
    namespace Index {
      interface Result {
        ref: string;
        score: number;
        matchData: MatchData;
      }
    }
    class Index {
      static load(serialized: unknown): Index;
      fields: string[];
      query(fn: (query: Query) => void): Index.Result[];
      search(queryString: string): Index.Result[];
      toJSON(): unknown;
    }
    interface Builder {
      ref(name: string): void;
      field(name: string): void;
      add(doc: Record<string, unknown>): void;
      metadataWhitelist: string[];
    }
  }
  function lunr(config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
  export default lunr;
}
