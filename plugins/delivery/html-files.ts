import fs from 'node:fs';
import path from 'node:path';

/**
 * Every HTML file of a build folder, sorted: the pages the delivery plugin hashes
 * inline scripts of, and the pages the link checker (tests/checks/links.ts) reads.
 */
export function listHtmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listHtmlFiles(full));
    else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files.sort();
}
