#!/usr/bin/env node
// Writes .br and .gz copies next to every compressible file of the build, for
// hosts that serve precompressed files (nginx gzip_static/brotli_static,
// Cloudflare, S3 with Content-Encoding metadata). scripts/serve.mjs uses them too.
// Usage: node scripts/compress.mjs [build]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? 'build';
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}
const compressible = /\.(html|js|css|json|svg|xml|txt|md|yaml|map)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(current) {
  for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
    const full = path.join(current, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name)) {
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      const brotli = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      fs.writeFileSync(`${full}.br`, brotli);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, {level: 9}));
      files += 1;
      before += data.length;
      after += brotli.length;
    }
  }
}
walk(dir);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KiB raw, ${(after / 1024).toFixed(0)} KiB brotli`,
);
