/**
 * The theme folders of this repository: `src/theme`, then the `theme/` folder of each plugin
 * under `plugins/` that has one (the folder its `getThemePath` returns).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export const localThemeFolders: readonly string[] = [
  path.join(root, 'src/theme'),
  ...fs
    .readdirSync(path.join(root, 'plugins'))
    .map((name) => path.join(root, 'plugins', name, 'theme'))
    .filter((dir) => fs.existsSync(dir)),
];
