/**
 * static/favicon.ico, written by scripts/favicon.mjs from static/img/favicon.svg: what a browser
 * asks for on a file with no <link rel="icon"> (a Markdown copy, llms.txt).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {iconSizes, icoOf} from '../../scripts/favicon.mjs';

const ico = fs.readFileSync(path.resolve(__dirname, '../../static/favicon.ico'));
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Each image of an ICO file: its directory entry's size and the PNG it points at. */
function images(file: Buffer) {
  expect(file.readUInt16LE(0)).toBe(0);
  expect(file.readUInt16LE(2)).toBe(1);
  return Array.from({length: file.readUInt16LE(4)}, (_, index) => {
    const entry = 6 + 16 * index;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return {size: file.readUInt8(entry) || 256, png: file.subarray(offset, offset + length)};
  });
}

describe('favicon.ico', () => {
  it('holds a PNG image at each size, as wide and high as its entry says', () => {
    const found = images(ico);
    expect(found.map(({size}) => size)).toEqual(iconSizes);
    for (const {size, png} of found) {
      expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
      // The IHDR chunk: width and height, big-endian, after the signature and the chunk header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('is what icoOf writes for those images', () => {
    expect(icoOf(images(ico)).equals(ico)).toBe(true);
  });
});
