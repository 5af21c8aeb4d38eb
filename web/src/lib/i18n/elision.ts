/**
 * French elision before an interpolated value: "de" and "que" lose their vowel before a value that
 * starts with a vowel sound or h ("d'Alex", "d'Hugo", "d'Yves", "qu'Amourly", but "de Marie", "de Yasmine":
 * a y before a vowel is said as a consonant). The fr texts use it as i18next formats: "À propos
 * {{name, de}}", "afin {{siteName, que}}" (registered in i18n.ts).
 */
export const ELIDING_WORDS = ['de', 'que'] as const;
export type ElidingWord = (typeof ELIDING_WORDS)[number];

/**
 * A vowel, h, æ/œ, or a y not followed by a vowel (Yves, not Yann), with or without accent ("É" is E and
 * an acute accent once decomposed).
 */
const ELIDING_START = /^(?:[aeiouhæœ]|y(?![aeiouy]))/i;

export function elide(word: ElidingWord, value: unknown): string {
  const text = String(value);
  const first = text.trimStart().normalize('NFD');
  return ELIDING_START.test(first) ? `${word.slice(0, -1)}'${text}` : `${word} ${text}`;
}
