import type { Language } from './countries';

export type InterestLabels = Record<Language, string>;

export interface InterestData {
  slug: string;
  /** 'intent' says what a member is looking for (relationship, flirting, …); 'hobby' is a pastime. */
  kind: 'intent' | 'hobby';
  labels: InterestLabels;
}

/** The first interests of the list describe what a member is looking for rather than a pastime. */
const INTENTS: ReadonlySet<string> = new Set(['relationship', 'friendship', 'flirting', 'romance', 'chatting']);

type Row = readonly [slug: string, en: string, de: string, es: string, fr: string, it: string, nl: string, pl: string];

/** The interests a member can pick, in display order (SPEC §3: "from relationship to coffee"). */
const ROWS: readonly Row[] = [
  ['relationship', 'Relationship', 'Beziehung', 'Relación', 'Relation', 'Relazione', 'Relatie', 'Związek'],
  ['friendship', 'Friendship', 'Freundschaft', 'Amistad', 'Amitié', 'Amicizia', 'Vriendschap', 'Przyjaźń'],
  ['flirting', 'Flirting', 'Flirten', 'Coqueteo', 'Flirt', 'Flirt', 'Flirten', 'Flirt'],
  ['romance', 'Romance', 'Romantik', 'Romance', 'Romance', 'Romanticismo', 'Romantiek', 'Romantyzm'],
  ['chatting', 'Chatting', 'Chatten', 'Chatear', 'Discuter', 'Chiacchierare', 'Chatten', 'Rozmowy'],
  ['travel', 'Travel', 'Reisen', 'Viajar', 'Voyages', 'Viaggi', 'Reizen', 'Podróże'],
  ['cooking', 'Cooking', 'Kochen', 'Cocinar', 'Cuisine', 'Cucina', 'Koken', 'Gotowanie'],
  ['dining-out', 'Dining out', 'Essen gehen', 'Salir a cenar', 'Restaurants', 'Cene fuori', 'Uit eten', 'Wyjścia do restauracji'],
  ['music', 'Music', 'Musik', 'Música', 'Musique', 'Musica', 'Muziek', 'Muzyka'],
  ['concerts', 'Concerts', 'Konzerte', 'Conciertos', 'Concerts', 'Concerti', 'Concerten', 'Koncerty'],
  ['dancing', 'Dancing', 'Tanzen', 'Bailar', 'Danse', 'Ballo', 'Dansen', 'Taniec'],
  ['fitness', 'Fitness', 'Fitness', 'Fitness', 'Fitness', 'Fitness', 'Fitness', 'Fitness'],
  ['running', 'Running', 'Laufen', 'Correr', 'Course à pied', 'Corsa', 'Hardlopen', 'Bieganie'],
  ['hiking', 'Hiking', 'Wandern', 'Senderismo', 'Randonnée', 'Escursionismo', 'Wandelen', 'Wędrówki'],
  ['cycling', 'Cycling', 'Radfahren', 'Ciclismo', 'Vélo', 'Ciclismo', 'Fietsen', 'Jazda na rowerze'],
  ['swimming', 'Swimming', 'Schwimmen', 'Natación', 'Natation', 'Nuoto', 'Zwemmen', 'Pływanie'],
  ['yoga', 'Yoga', 'Yoga', 'Yoga', 'Yoga', 'Yoga', 'Yoga', 'Joga'],
  ['football', 'Football', 'Fußball', 'Fútbol', 'Football', 'Calcio', 'Voetbal', 'Piłka nożna'],
  ['tennis', 'Tennis', 'Tennis', 'Tenis', 'Tennis', 'Tennis', 'Tennis', 'Tenis'],
  ['skiing', 'Skiing', 'Skifahren', 'Esquí', 'Ski', 'Sci', 'Skiën', 'Narciarstwo'],
  ['sailing', 'Sailing', 'Segeln', 'Vela', 'Voile', 'Vela', 'Zeilen', 'Żeglarstwo'],
  ['beach', 'Beach', 'Strand', 'Playa', 'Plage', 'Spiaggia', 'Strand', 'Plaża'],
  ['nature', 'Nature', 'Natur', 'Naturaleza', 'Nature', 'Natura', 'Natuur', 'Przyroda'],
  ['camping', 'Camping', 'Camping', 'Acampada', 'Camping', 'Campeggio', 'Kamperen', 'Kemping'],
  ['gardening', 'Gardening', 'Gärtnern', 'Jardinería', 'Jardinage', 'Giardinaggio', 'Tuinieren', 'Ogrodnictwo'],
  ['pets', 'Pets', 'Haustiere', 'Mascotas', 'Animaux de compagnie', 'Animali domestici', 'Huisdieren', 'Zwierzęta domowe'],
  ['movies', 'Movies', 'Filme', 'Cine', 'Cinéma', 'Cinema', 'Films', 'Filmy'],
  ['tv-series', 'TV series', 'Serien', 'Series', 'Séries', 'Serie TV', 'Series', 'Seriale'],
  ['theatre', 'Theatre', 'Theater', 'Teatro', 'Théâtre', 'Teatro', 'Theater', 'Teatr'],
  ['reading', 'Reading', 'Lesen', 'Lectura', 'Lecture', 'Lettura', 'Lezen', 'Czytanie'],
  ['photography', 'Photography', 'Fotografie', 'Fotografía', 'Photographie', 'Fotografia', 'Fotografie', 'Fotografia'],
  ['art', 'Art', 'Kunst', 'Arte', 'Art', 'Arte', 'Kunst', 'Sztuka'],
  ['museums', 'Museums', 'Museen', 'Museos', 'Musées', 'Musei', 'Musea', 'Muzea'],
  ['gaming', 'Gaming', 'Videospiele', 'Videojuegos', 'Jeux vidéo', 'Videogiochi', 'Gamen', 'Gry komputerowe'],
  ['board-games', 'Board games', 'Brettspiele', 'Juegos de mesa', 'Jeux de société', 'Giochi da tavolo', 'Bordspellen', 'Gry planszowe'],
  ['wine', 'Wine', 'Wein', 'Vino', 'Vin', 'Vino', 'Wijn', 'Wino'],
  ['craft-beer', 'Craft beer', 'Craft-Bier', 'Cerveza artesanal', 'Bière artisanale', 'Birra artigianale', 'Speciaalbier', 'Piwo rzemieślnicze'],
  ['fashion', 'Fashion', 'Mode', 'Moda', 'Mode', 'Moda', 'Mode', 'Moda'],
  ['shopping', 'Shopping', 'Shopping', 'Ir de compras', 'Shopping', 'Shopping', 'Shoppen', 'Zakupy'],
  ['wellness', 'Wellness & spa', 'Wellness', 'Spa y bienestar', 'Bien-être', 'Benessere', 'Wellness', 'Spa i wellness'],
  ['meditation', 'Meditation', 'Meditation', 'Meditación', 'Méditation', 'Meditazione', 'Meditatie', 'Medytacja'],
  ['languages', 'Languages', 'Sprachen', 'Idiomas', 'Langues', 'Lingue', 'Talen', 'Języki obce'],
  ['volunteering', 'Volunteering', 'Ehrenamt', 'Voluntariado', 'Bénévolat', 'Volontariato', 'Vrijwilligerswerk', 'Wolontariat'],
  ['cars', 'Cars', 'Autos', 'Coches', 'Voitures', 'Auto', "Auto's", 'Motoryzacja'],
  ['comedy', 'Comedy', 'Comedy', 'Comedia', 'Humour', 'Comicità', 'Cabaret', 'Kabaret'],
  ['coffee', 'Coffee', 'Kaffee', 'Café', 'Café', 'Caffè', 'Koffie', 'Kawa'],
];

export const INTERESTS: readonly InterestData[] = ROWS.map(([slug, en, de, es, fr, it, nl, pl]) => ({
  slug,
  kind: INTENTS.has(slug) ? 'intent' : 'hobby',
  labels: { en, de, es, fr, it, nl, pl },
}));

export const INTEREST_SLUGS: readonly string[] = INTERESTS.map((interest) => interest.slug);
