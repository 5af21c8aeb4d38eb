import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The checkout's root (the folder whose package.json is the kindred workspace), found from this file. */
export function repoRoot(start: string = __dirname): string {
  let folder = start;
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'kindred'
    ) {
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
}
