/** A grapheme that shows as an emoji: one drawn as an emoji by default, or asked to with VS16 (❤️). */
const EMOJI = /^(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)/u;
const WHITESPACE = /^\s+$/u;
/** A letter or a digit: most messages, answered without splitting them into graphemes. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** At most this many emoji are shown large, as messaging apps do; more read as a line of text. */
const MAX_LARGE_EMOJI = 3;
/** One for every message (the chat asks for each text it draws); none in browsers without it. */
const graphemeSegmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * Whether a text message is one to three emoji and nothing else (spaces aside), which the chat shows
 * large. Counted by graphemes, so a family, a flag or a skin tone is one emoji. Without Intl.Segmenter
 * (older browsers) every text stays as it is.
 */
export function isLargeEmoji(text: string): boolean {
  if (!graphemeSegmenter || text.length > 64 || WORD_CHARACTER.test(text)) return false;
  const graphemes = [...graphemeSegmenter.segment(text)]
    .map(({ segment }) => segment)
    .filter((segment) => !WHITESPACE.test(segment));
  return (
    graphemes.length > 0 &&
    graphemes.length <= MAX_LARGE_EMOJI &&
    graphemes.every((grapheme) => EMOJI.test(grapheme))
  );
}
