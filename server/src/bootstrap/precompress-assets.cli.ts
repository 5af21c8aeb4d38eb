import { resolve } from 'node:path';
import { precompressAssets } from '../shared/http/precompressed-assets';
import { repoRoot } from '../shared/http/repo-root';

/** The last step of npm run build: brotli and gzip copies of the web app's and the console's bundles. */
async function main(): Promise<void> {
  for (const app of ['web/dist', 'admin/dist']) {
    const { files, bytes, brotliBytes } = await precompressAssets(resolve(repoRoot(), app));
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(`${app}: ${files} bundles precompressed, ${kb(bytes)} → ${kb(brotliBytes)} with brotli`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
