import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { GIFTS, giftSvg } from './data/gifts';
import { fileExists } from './photos';

/** Where the gift drawings live, relative to MEDIA_DIR (gifts.image). */
export const GIFT_IMAGE_DIR = 'gifts';

/**
 * Every site's gift catalogue (reference data, seeded in production too): the rows once per site and
 * slug (an operator's later edits stay), and the drawings written where missing. Answers the rows added.
 */
export async function seedGifts(db: DataSource, siteIds: number[], mediaDir: string): Promise<number> {
  const folder = path.join(path.resolve(mediaDir), GIFT_IMAGE_DIR);
  await mkdir(folder, { recursive: true });
  for (const gift of GIFTS) {
    const file = path.join(folder, `${gift.slug}.svg`);
    if (!(await fileExists(file))) await writeFile(file, giftSvg(gift));
  }
  let added = 0;
  for (const siteId of siteIds) {
    const rows: unknown[] = await db.query(
      `INSERT INTO gifts (site_id, slug, image, names, sort)
       SELECT $1, g.slug, g.image, g.names, g.sort
         FROM jsonb_to_recordset($2::jsonb) AS g(slug text, image text, names jsonb, sort int)
       ON CONFLICT (site_id, slug) DO NOTHING RETURNING id`,
      [
        siteId,
        JSON.stringify(
          GIFTS.map((gift, sort) => ({
            slug: gift.slug,
            image: `${GIFT_IMAGE_DIR}/${gift.slug}.svg`,
            names: gift.names,
            sort,
          })),
        ),
      ],
    );
    added += rows.length;
  }
  return added;
}
