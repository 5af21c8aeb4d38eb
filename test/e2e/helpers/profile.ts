import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of one colour (so each test photo is a different image). */
export function solidPng(red: number, green: number, blue: number, size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo file for setInputFiles. */
export function pngFile(name: string, red: number, green: number, blue: number) {
  return { name, mimeType: 'image/png', buffer: solidPng(red, green, blue) };
}

/** Uploads a photo through the API with `request` (logged in as the member of that context). */
export async function uploadPhotoViaApi(request: APIRequestContext, png: Buffer): Promise<void> {
  const response = await request.post('/api/photos.php', {
    headers: { 'X-Request-Type': 'client' },
    multipart: { photo: { name: 'api.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens /profile and waits for the profile to be shown. */
export async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.locator('[data-section="name"]')).toBeVisible();
}

/** One editable section of /profile (data-section: name, gender, date-of-birth, location, hair_color, …). */
export function profileSection(page: Page, name: string): Locator {
  return page.locator(`[data-section="${name}"]`);
}

/** The photos card of /profile. */
export function photosCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Your photos' });
}
