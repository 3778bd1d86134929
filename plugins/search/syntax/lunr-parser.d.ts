/**
 * What lunr 2.3.9 exports and the site uses but @types/lunr 2.3.7 leaves out: the query parser
 * and lexer (./query.ts runs every syntax query through lunr's own parser) and a clause's
 * presence (`+term`, `-term`).
 */
import 'lunr';

declare module 'lunr' {
  namespace Query {
    interface Clause {
      presence?: Query.presence;
    }
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
}
