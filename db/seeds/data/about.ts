import type { Language } from './countries';

export interface AboutParts {
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  city: string;
  /** At least three interest labels in the member's language. */
  interests: readonly string[];
}

interface Words {
  city: string;
  a: string;
  b: string;
  c: string;
  seek: string;
  /** Picks the word form for the member's own gender. */
  g: (male: string, female: string) => string;
}

type Template = (w: Words) => string;

/** How each language names the person a member is looking for (in the case the templates need). */
const SEEK: Record<Language, Record<AboutParts['seeking'], string>> = {
  en: { male: 'a kind man', female: 'a warm-hearted woman', both: 'someone special' },
  de: { male: 'einen netten Mann', female: 'eine herzliche Frau', both: 'einen besonderen Menschen' },
  nl: { male: 'een lieve man', female: 'een warme vrouw', both: 'iemand bijzonders' },
  fr: { male: 'un homme attentionné', female: 'une femme chaleureuse', both: 'une personne spéciale' },
  es: { male: 'un hombre atento', female: 'una mujer cariñosa', both: 'alguien especial' },
  it: { male: 'un uomo gentile', female: 'una donna solare', both: 'una persona speciale' },
  pl: { male: 'miłego mężczyzny', female: 'ciepłej kobiety', both: 'kogoś wyjątkowego' },
};

const TEMPLATES: Record<Language, readonly Template[]> = {
  en: [
    (w) => `Hi! I live in ${w.city} and love ${w.a} and ${w.b}. Looking for ${w.seek} to share good conversations and maybe more.`,
    (w) => `Easy-going, curious and always up for ${w.a}. Weekends in ${w.city} usually mean ${w.b}. Say hello!`,
    (w) => `Life is too short for boring chats. I'm into ${w.a}, ${w.b} and ${w.c}. Hoping to meet ${w.seek} near ${w.city}.`,
    (w) => `${w.city} local with a soft spot for ${w.a}. Honest, loyal and a little bit adventurous. Let's see where a chat takes us.`,
    (w) => `Coffee first, then ${w.a}? I'd love to meet ${w.seek} in or around ${w.city} who enjoys ${w.b} as much as I do.`,
  ],
  de: [
    (w) => `Hallo! Ich wohne in ${w.city} und liebe ${w.a} und ${w.b}. Ich suche ${w.seek} für gute Gespräche und vielleicht mehr.`,
    (w) => `Unkompliziert, neugierig und immer zu haben für ${w.a}. Am Wochenende dreht sich in ${w.city} bei mir viel um ${w.b}. Schreib mir!`,
    (w) => `Das Leben ist zu kurz für langweilige Chats. Meine Leidenschaften: ${w.a}, ${w.b} und ${w.c}. Ich hoffe, ${w.seek} aus der Nähe von ${w.city} kennenzulernen.`,
    (w) => `Aus ${w.city}, mit einer Schwäche für ${w.a}. Ehrlich, treu und ein bisschen abenteuerlustig. Mal sehen, wohin uns ein Chat führt.`,
    (w) => `Erst ein Kaffee, dann ${w.a}? Ich suche ${w.seek} aus ${w.city} und Umgebung zum Reden, Lachen und Genießen. Außerdem mag ich ${w.b} und ${w.c}.`,
  ],
  nl: [
    (w) => `Hoi! Ik woon in ${w.city} en hou van ${w.a} en ${w.b}. Ik zoek ${w.seek} voor leuke gesprekken en misschien meer.`,
    (w) => `Spontaan, nieuwsgierig en altijd in voor ${w.a}. In het weekend ben ik in ${w.city} vaak bezig met ${w.b}. Stuur me gerust een berichtje!`,
    (w) => `Het leven is te kort voor saaie chats. Ik hou van ${w.a}, ${w.b} en ${w.c}. Hopelijk ontmoet ik ${w.seek} in de buurt van ${w.city}.`,
    (w) => `Ik kom uit ${w.city} en heb een zwak voor ${w.a}. Eerlijk, trouw en een tikje avontuurlijk. Eens kijken waar een chat ons brengt.`,
    (w) => `Eerst koffie, dan ${w.a}? Ik zoek ${w.seek} uit de omgeving van ${w.city} om mee te lachen en te praten. Verder hou ik van ${w.b} en ${w.c}.`,
  ],
  fr: [
    (w) => `Coucou ! J'habite à ${w.city}. Mes passions : ${w.a} et ${w.b}. Je cherche ${w.seek} pour de belles conversations, et plus si affinités.`,
    (w) => `${w.g('Simple, curieux et toujours partant', 'Simple, curieuse et toujours partante')} pour de nouvelles aventures. Le week-end à ${w.city}, c'est souvent ${w.a} et ${w.b}. Écris-moi !`,
    (w) => `La vie est trop courte pour des conversations ennuyeuses. Ce que j'aime : ${w.a}, ${w.b} et ${w.c}. J'espère rencontrer ${w.seek} près de ${w.city}.`,
    (w) => `Je vis à ${w.city}. ${w.g('Honnête, fidèle et un brin aventurier', 'Honnête, fidèle et un brin aventurière')}. Côté loisirs : ${w.a} et ${w.b}. Voyons où une conversation nous mène.`,
    (w) => `Un café d'abord, et ensuite on verra ? Je cherche ${w.seek} du côté de ${w.city}. Mes petits plaisirs : ${w.a}, ${w.b} et ${w.c}.`,
  ],
  es: [
    (w) => `¡Hola! Vivo en ${w.city}. Mis pasiones: ${w.a} y ${w.b}. Me encantaría conocer a ${w.seek} para charlar y, quién sabe, algo más.`,
    (w) => `${w.g('Sencillo, curioso y siempre dispuesto', 'Sencilla, curiosa y siempre dispuesta')} a vivir nuevas aventuras. Mi tiempo libre en ${w.city}: ${w.a} y ${w.b}. ¡Escríbeme!`,
    (w) => `La vida es demasiado corta para conversaciones aburridas. Lo mío: ${w.a}, ${w.b} y ${w.c}. Ojalá conocer a ${w.seek} cerca de ${w.city}.`,
    (w) => `${w.g('Honesto, leal y un poco aventurero', 'Honesta, leal y un poco aventurera')}. Vivo en ${w.city} y mis planes favoritos son ${w.a} y ${w.b}. A ver adónde nos lleva una charla.`,
    (w) => `¿Un café para empezar? Me apetece conocer a ${w.seek} de la zona de ${w.city}. Aficiones: ${w.a}, ${w.b} y ${w.c}.`,
  ],
  it: [
    (w) => `Ciao! Vivo a ${w.city}. Le mie passioni: ${w.a} e ${w.b}. Cerco ${w.seek} per belle chiacchierate e, chissà, qualcosa di più.`,
    (w) => `${w.g('Semplice, curioso e sempre pronto', 'Semplice, curiosa e sempre pronta')} a nuove avventure. Nel tempo libero a ${w.city}: ${w.a} e ${w.b}. Scrivimi!`,
    (w) => `La vita è troppo breve per chat noiose. Amo: ${w.a}, ${w.b} e ${w.c}. Spero di conoscere ${w.seek} vicino a ${w.city}.`,
    (w) => `${w.g("Sincero, leale e un po' avventuroso", "Sincera, leale e un po' avventurosa")}. Vivo a ${w.city}, tra ${w.a} e ${w.b}. Vediamo dove ci porta una chiacchierata.`,
    (w) => `Prima un caffè, poi si vedrà? Mi piacerebbe conoscere ${w.seek} dalle parti di ${w.city}. Interessi: ${w.a}, ${w.b} e ${w.c}.`,
  ],
  pl: [
    (w) => `Cześć! ${w.city} to moje miasto. Moje pasje: ${w.a} i ${w.b}. Szukam ${w.seek} do dobrych rozmów, a może czegoś więcej.`,
    (w) => `${w.g('Wyluzowany, ciekawy świata i zawsze gotowy', 'Wyluzowana, ciekawa świata i zawsze gotowa')} na nowe przygody. ${w.city} i okolice to moje miejsce na ${w.a} i ${w.b}. Napisz do mnie!`,
    (w) => `Życie jest za krótkie na nudne rozmowy. Lubię: ${w.a}, ${w.b} i ${w.c}. Szukam ${w.seek}, najlepiej niedaleko: ${w.city} i okolice.`,
    (w) => `${w.g('Szczery, lojalny i trochę szalony', 'Szczera, lojalna i trochę szalona')}. ${w.city} i okolice to mój dom. Zainteresowania: ${w.a} i ${w.b}. Zobaczmy, dokąd zaprowadzi nas rozmowa.`,
    (w) => `Najpierw kawa, a potem zobaczymy? Szukam ${w.seek} (${w.city} i okolice). Moje hobby: ${w.a}, ${w.b} i ${w.c}.`,
  ],
};

/** Interest labels as they read inside a sentence: German keeps its capitalised nouns. */
function inSentence(label: string, language: Language): string {
  if (language === 'de') return label;
  // Keep all-caps abbreviations ("TV series") as they are.
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLocaleLowerCase(language) + label.slice(1);
}

export const ABOUT_TEMPLATE_COUNT = 5;

/** A short about-me text in the given language. `variant` picks the template (any integer). */
export function aboutText(language: Language, variant: number, parts: AboutParts): string {
  if (parts.interests.length < 3) throw new Error('aboutText needs at least three interests');
  const templates = TEMPLATES[language];
  const template = templates[((variant % templates.length) + templates.length) % templates.length];
  const [a, b, c] = parts.interests.map((label) => inSentence(label, language)) as [string, string, string];
  return template({
    city: parts.city,
    a,
    b,
    c,
    seek: SEEK[language][parts.seeking],
    g: (male, female) => (parts.gender === 'male' ? male : female),
  });
}
