/** lunr's Porter stemmer, the one the plugin's index and the lunr-syntax queries use. */
import lunr from 'lunr';

import type {Stem} from './tokenize';

// @types/lunr leaves out the stemmer and Token, which lunr exports.
const {stemmer, Token} = lunr as unknown as {
  stemmer: (token: {toString(): string}) => {toString(): string};
  Token: new (text: string, metadata: object) => {toString(): string};
};

const cache = new Map<string, string>();

export const stem: Stem = (word) => {
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer(new Token(word, {})).toString();
    cache.set(word, stemmed);
  }
  return stemmed;
};
