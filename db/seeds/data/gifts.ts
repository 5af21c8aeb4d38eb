/** The gift catalogue every site starts with (issue 12 §2): names in the 7 languages, a drawing each. */
export interface GiftData {
  slug: string;
  names: Record<'en' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pl', string>;
  /** Background gradient, from and to. */
  colors: [string, string];
  /** The drawing on a 100 × 100 canvas (SVG elements). */
  shape: string;
}

const HEART = '<path d="M50 82 C20 60 14 42 24 30 C33 20 46 24 50 34 C54 24 67 20 76 30 C86 42 80 60 50 82Z" fill="#fff"/>';

export const GIFTS: GiftData[] = [
  {
    slug: 'rose',
    names: { en: 'Red rose', de: 'Rote Rose', es: 'Rosa roja', fr: 'Rose rouge', it: 'Rosa rossa', nl: 'Rode roos', pl: 'Czerwona róża' },
    colors: ['#ff5f6d', '#c31432'],
    shape:
      '<path d="M50 48 L50 86" stroke="#2e7d32" stroke-width="4"/><path d="M50 70 C40 62 34 66 32 70 C40 72 46 72 50 70Z" fill="#43a047"/>' +
      '<circle cx="50" cy="36" r="16" fill="#fff"/><path d="M42 34 C46 26 56 26 58 34 C54 30 46 30 42 34Z" fill="#c31432"/>',
  },
  {
    slug: 'heart',
    names: { en: 'Heart', de: 'Herz', es: 'Corazón', fr: 'Cœur', it: 'Cuore', nl: 'Hart', pl: 'Serce' },
    colors: ['#f857a6', '#ff5858'],
    shape: HEART,
  },
  {
    slug: 'chocolates',
    names: { en: 'Chocolates', de: 'Pralinen', es: 'Bombones', fr: 'Chocolats', it: 'Cioccolatini', nl: 'Bonbons', pl: 'Czekoladki' },
    colors: ['#8e5c42', '#4e342e'],
    shape:
      '<rect x="22" y="30" width="56" height="44" rx="8" fill="#fff"/>' +
      '<circle cx="36" cy="44" r="7" fill="#6d4c41"/><circle cx="64" cy="44" r="7" fill="#6d4c41"/>' +
      '<circle cx="36" cy="62" r="7" fill="#6d4c41"/><circle cx="64" cy="62" r="7" fill="#6d4c41"/><circle cx="50" cy="53" r="7" fill="#d81b60"/>',
  },
  {
    slug: 'champagne',
    names: { en: 'Champagne', de: 'Champagner', es: 'Champán', fr: 'Champagne', it: 'Champagne', nl: 'Champagne', pl: 'Szampan' },
    colors: ['#f7b733', '#fc4a1a'],
    shape:
      '<path d="M38 20 L62 20 L58 48 C56 56 44 56 42 48Z" fill="#fff"/><path d="M50 54 L50 76" stroke="#fff" stroke-width="4"/>' +
      '<path d="M38 80 L62 80" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="46" cy="32" r="2.5" fill="#f7b733"/><circle cx="54" cy="40" r="2" fill="#f7b733"/>',
  },
  {
    slug: 'teddy-bear',
    names: { en: 'Teddy bear', de: 'Teddybär', es: 'Osito de peluche', fr: 'Ours en peluche', it: 'Orsacchiotto', nl: 'Teddybeer', pl: 'Miś' },
    colors: ['#d4a373', '#a0522d'],
    shape:
      '<circle cx="32" cy="30" r="10" fill="#fff"/><circle cx="68" cy="30" r="10" fill="#fff"/><circle cx="50" cy="48" r="24" fill="#fff"/>' +
      '<circle cx="41" cy="44" r="3" fill="#5d4037"/><circle cx="59" cy="44" r="3" fill="#5d4037"/><ellipse cx="50" cy="56" rx="8" ry="6" fill="#a0522d"/>',
  },
  {
    slug: 'diamond',
    names: { en: 'Diamond', de: 'Diamant', es: 'Diamante', fr: 'Diamant', it: 'Diamante', nl: 'Diamant', pl: 'Diament' },
    colors: ['#36d1dc', '#5b86e5'],
    shape:
      '<path d="M30 36 L40 24 L60 24 L70 36 L50 80Z" fill="#fff"/><path d="M30 36 L70 36 M40 24 L50 36 L60 24 M50 36 L50 80" stroke="#5b86e5" stroke-width="2" fill="none"/>',
  },
  {
    slug: 'cocktail',
    names: { en: 'Cocktail', de: 'Cocktail', es: 'Cóctel', fr: 'Cocktail', it: 'Cocktail', nl: 'Cocktail', pl: 'Koktajl' },
    colors: ['#43cea2', '#185a9d'],
    shape:
      '<path d="M26 26 L74 26 L50 54Z" fill="#fff"/><path d="M50 54 L50 78" stroke="#fff" stroke-width="4"/>' +
      '<path d="M36 80 L64 80" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="64" cy="24" r="7" fill="#ffeb3b"/>',
  },
  {
    slug: 'star',
    names: { en: 'Shining star', de: 'Leuchtender Stern', es: 'Estrella brillante', fr: 'Étoile brillante', it: 'Stella splendente', nl: 'Stralende ster', pl: 'Lśniąca gwiazda' },
    colors: ['#8e2de2', '#4a00e0'],
    shape: '<path d="M50 16 L59 40 L84 40 L64 55 L71 80 L50 65 L29 80 L36 55 L16 40 L41 40Z" fill="#fff"/>',
  },
];

/** The gift's drawing as an SVG file (generated, so the catalogue ships no binary images). */
export function giftSvg(gift: GiftData): string {
  const [from, to] = gift.colors;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" height="200" role="img" aria-label="${gift.names.en}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="50" cy="50" r="48" fill="url(#g)"/>${gift.shape}</svg>\n`
  );
}
