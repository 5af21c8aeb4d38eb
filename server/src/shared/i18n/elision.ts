/**
 * French elision before a filled-in value: "de" and "que" lose their vowel before a value starting with
 * a vowel sound or h ("d'Amourly", "qu'Alex", "d'Yves", but "de Kindred", "de Yasmine": a y before a vowel
 * is said as a consonant). Catalogue texts ask for it with a format
 * after the placeholder, `{site, de}`, as the web app's i18next texts do with `{{name, de}}`.
 */
export type ElidingWord = 'de' | 'que';

export function isElidingWord(word: string): word is ElidingWord {
  return word === 'de' || word === 'que';
}

/**
 * "de" + "Amourly" → "d'Amourly"; "de" + "Kindred" → "de Kindred" (accents and æ/œ count as vowels, a y
 * only before a consonant).
 */
export function elide(word: ElidingWord, value: string): string {
  const startsWithVowel = /^(?:[aeiouhæœ]|y(?![aeiouy]))/i.test(value.trimStart().normalize('NFD'));
  return startsWithVowel ? `${word.slice(0, -1)}'${value}` : `${word} ${value}`;
}
