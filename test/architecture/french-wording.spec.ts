import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The console's French texts (admin/src/i18n/fr.ts and the `fr` part of each admin/src/<resource>/
 * messages.ts, read as text: the console is an ES module package jest does not load). Polyglot has no
 * formats, so a "de"/"que" before a value that can start with a vowel ("que Opérateur", "de alex@…") is
 * worded around instead (docs/decisions.md, "French elision (stop 54)").
 */
const admin = join(__dirname, '../../admin/src');

/** The lines of the `fr: { … }` block of a messages file (prettier's indentation closes it). */
function frenchBlock(source: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => /^\s*fr: \{$/.test(line));
  if (start < 0) return '';
  const indent = /^\s*/.exec(lines[start])![0];
  const end = lines.findIndex((line, index) => index > start && line === `${indent}},`);
  return lines.slice(start, end).join('\n');
}

const resourceFiles = readdirSync(admin, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(admin, entry.name, 'messages.ts'))
  .filter((path) => existsSync(path));
const french = [
  readFileSync(join(admin, 'i18n/fr.ts'), 'utf8'),
  ...resourceFiles.map((path) => frenchBlock(readFileSync(path, 'utf8'))),
].join('\n');
/** Placeholders holding numbers or dates (no elision before a digit). */
const numeric = new Set(['count', 'smart_count', 'at', 'time', 'amount', 'days', 'max', 'min']);

describe("the console's French texts", () => {
  it('are read from every resource', () => {
    expect(resourceFiles.length).toBeGreaterThan(10);
    expect(french).toContain('Retirer la double authentification');
  });

  it('put no bare "de"/"que" before a value that can start with a vowel', () => {
    const bare = [...french.matchAll(/(?<![\p{L}’'])(?:de|que) %\{(\w+)\}/giu)]
      .filter((match) => !numeric.has(match[1]))
      .map((match) => match[0]);
    expect(bare).toEqual([]);
  });
});
