import { strToU8, type Zippable, zipSync } from 'fflate';

/**
 * The ZIP file of a member's data: each JSON document pretty-printed (dates as ISO strings), each media
 * file stored as is (JPEGs are compressed already), and `export.json` naming when and what was exported.
 */
export function zipMemberData(
  documents: Record<string, unknown>,
  media: Record<string, Uint8Array>,
  exportedAt: Date,
): Uint8Array {
  const files: Zippable = {};
  const index = {
    exported_at: exportedAt.toISOString(),
    files: [...Object.keys(documents), ...Object.keys(media)],
  };
  files['export.json'] = strToU8(JSON.stringify(index, null, 2));
  for (const [name, value] of Object.entries(documents))
    files[name] = strToU8(JSON.stringify(value, null, 2));
  for (const [name, bytes] of Object.entries(media)) files[name] = [bytes, { level: 0 }];
  return zipSync(files, { level: 6, mtime: exportedAt });
}
