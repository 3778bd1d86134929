#!/usr/bin/env node
// Writes static/favicon.ico from static/img/favicon.svg. Pages name the SVG in their
// <link rel="icon">, but a browser that shows a file with no such link (a Markdown copy,
// llms.txt, openapi.yaml) asks for /favicon.ico, and Safari does not use SVG icons at all.
// Debian's Chromium draws the SVG at 16, 32 and 48 pixels; the icon holds the three PNG
// images (the ICO format has allowed PNG images since Windows Vista, and every current
// browser reads them). Run it after changing the SVG, and commit the .ico:
//   node scripts/favicon.mjs
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {chromiumArgs, chromiumExecutable} from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'static/img/favicon.svg');
const target = path.join(root, 'static/favicon.ico');
export const iconSizes = [16, 32, 48];

/** An ICO file (ICONDIR, one ICONDIRENTRY per image, then the images) of square PNGs. */
export function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({size, png}, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // width; 0 means 256
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({png}) => png)]);
}

async function main() {
  const svg = fs.readFileSync(source, 'utf8');
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
  try {
    const images = [];
    for (const size of iconSizes) {
      const page = await browser.newPage({viewport: {width: size, height: size}});
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      images.push({size, png: await page.screenshot({omitBackground: true, type: 'png'})});
      await page.close();
    }
    fs.writeFileSync(target, icoOf(images));
    console.log(`Wrote ${path.relative(root, target)}: ${iconSizes.join(', ')} pixels.`);
  } finally {
    await browser.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) await main();
