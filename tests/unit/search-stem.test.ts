import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import {porterStem} from '../../plugins/search/engine/stem';

// @types/lunr leaves out the stemmer and Token, which lunr exports.
const {stemmer, Token} = lunr as unknown as {
  stemmer: (token: {toString(): string}) => {toString(): string};
  Token: new (text: string, metadata: object) => {toString(): string};
};
const lunrStem = (word: string) => stemmer(new Token(word, {})).toString();

function words(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!/\.mdx?$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8').toLowerCase();
    for (const [word] of text.matchAll(/[a-z]+/g)) found.add(word);
  }
  return found;
}

describe('porterStem', () => {
  it('stems like lunr on every word of the docs', () => {
    const vocabulary = [...words(path.join(__dirname, '..', '..', 'docs'))];
    expect(vocabulary.length).toBeGreaterThan(2000);
    const differ = vocabulary.filter((word) => porterStem(word) !== lunrStem(word));
    expect(differ).toEqual([]);
  });

  it('follows each step of the algorithm', () => {
    const cases: Record<string, string> = {
      caresses: 'caress',
      ponies: 'poni',
      cats: 'cat',
      agreed: 'agre',
      feed: 'feed',
      plastered: 'plaster',
      motoring: 'motor',
      conflated: 'conflat',
      hopping: 'hop',
      falling: 'fall',
      filing: 'file',
      happy: 'happi',
      days: 'day',
      dry: 'dri',
      relational: 'relat',
      conditional: 'condit',
      triplicate: 'triplic',
      adjustment: 'adjust',
      adoption: 'adopt',
      controll: 'control',
      yelling: 'yell',
      running: 'run',
      my: 'my',
    };
    for (const [word, stemmed] of Object.entries(cases)) {
      expect([word, porterStem(word)]).toEqual([word, lunrStem(word)]);
      expect([word, porterStem(word)]).toEqual([word, stemmed]);
    }
  });
});
