import type { CompanyInfo, LocalisedNote, LocalisedText, ProfileNotes } from '../../../server/src/site/site.contracts';
import { minimumMessageCosts } from './bundles';
import { COUNTRY_CODES, type CountryCode, type Currency } from './countries';

/** One site_settings row as the seed writes it (push keys are generated once, on insert). */
export interface SiteData {
  domain: string;
  is_default: boolean;
  name: string;
  domain_language: string;
  cdn_prefix: string;
  description: LocalisedText;
  index_title: LocalisedText;
  countries: CountryCode[];
  signups: 'all' | 'with_trafficsource' | 'none';
  logged_out_search: 'all' | 'none';
  logged_out_search_trafficsource: 'all' | 'none';
  enable_site_entry_popup: string;
  minimum_message_costs: Record<string, { costs: number; currency: Currency }>;
  fictional_icon: string;
  visible_profile_fields: string[];
  /** A note per profile field, in each of the 7 languages (English is the fallback). */
  visible_profile_notes: ProfileNotes;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  support_email: string;
  search_fields: string[];
  fictional_warning: LocalisedText;
  fictional_singular: LocalisedText;
  fictional_plural: LocalisedText;
  refund_days: number;
  member_resell: boolean;
  /** `post` (shown at once, reviewed later) or `pre` (shown once approved). */
  photo_moderation: 'post' | 'pre';
  /** IANA zone whose midnight ends the site's day (the swipe game's likes). */
  time_zone: string;
  company: CompanyInfo;
}

const VISIBLE_PROFILE_FIELDS = ['hair_color', 'eye_color', 'body_type', 'relationship_status', 'interests', 'about'];
const SEARCH_FIELDS = ['gender', 'min_age', 'max_age', 'country', 'countryregion'];

const AS_DESCRIBED: LocalisedNote = {
  en: 'As described by the member',
  de: 'Angabe des Mitglieds',
  es: 'Según lo indica el miembro',
  fr: 'Selon la description du membre',
  it: 'Come indicato dal membro',
  nl: 'Zoals opgegeven door het lid',
  pl: 'Według opisu użytkownika',
};

/** The notes under the profile fields, in every language the app speaks. */
const PROFILE_NOTES: ProfileNotes = {
  hair_color: AS_DESCRIBED,
  eye_color: AS_DESCRIBED,
  body_type: {
    en: 'In the member’s own words',
    de: 'In eigenen Worten des Mitglieds',
    es: 'En palabras del propio miembro',
    fr: 'Avec les mots du membre',
    it: 'Con le parole del membro',
    nl: 'In de eigen woorden van het lid',
    pl: 'Własnymi słowami użytkownika',
  },
  relationship_status: {
    en: 'Current situation',
    de: 'Aktuelle Situation',
    es: 'Situación actual',
    fr: 'Situation actuelle',
    it: 'Situazione attuale',
    nl: 'Huidige situatie',
    pl: 'Obecna sytuacja',
  },
  interests: {
    en: 'Chosen from our list of interests',
    de: 'Aus unserer Interessenliste gewählt',
    es: 'Elegidos de nuestra lista de intereses',
    fr: 'Choisis dans notre liste de centres d’intérêt',
    it: 'Scelti dal nostro elenco di interessi',
    nl: 'Gekozen uit onze lijst met interesses',
    pl: 'Wybrane z naszej listy zainteresowań',
  },
  about: {
    en: 'Written by the member, checked by our moderators',
    de: 'Vom Mitglied geschrieben, von unserem Team geprüft',
    es: 'Escrito por el miembro, revisado por nuestros moderadores',
    fr: 'Rédigé par le membre, vérifié par nos modérateurs',
    it: 'Scritto dal membro, verificato dai nostri moderatori',
    nl: 'Geschreven door het lid, gecontroleerd door onze moderators',
    pl: 'Napisane przez użytkownika, sprawdzone przez naszych moderatorów',
  },
};

/** The site's own texts in every language the app speaks, for a site named `name`. */
function siteTexts(
  name: string,
): Pick<SiteData, 'description' | 'index_title' | 'fictional_warning' | 'fictional_singular' | 'fictional_plural'> {
  return {
    description: {
      en: `${name} is the friendly place for adults to meet new people, chat and flirt. Create your free profile, discover members near you and start a conversation today.`,
      de: `${name} ist der Treffpunkt für Erwachsene, die neue Menschen kennenlernen, chatten und flirten möchten. Kostenlos anmelden, Mitglieder in deiner Nähe entdecken und direkt loslegen.`,
      es: `${name} es el lugar acogedor donde los adultos conocen gente nueva, chatean y coquetean. Crea tu perfil gratis, descubre miembros cerca de ti y empieza hoy una conversación.`,
      fr: `${name} est le lieu convivial où les adultes font de nouvelles rencontres, discutent et flirtent. Créez votre profil gratuit, découvrez des membres près de chez vous et lancez une conversation dès aujourd’hui.`,
      it: `${name} è il posto accogliente dove gli adulti conoscono persone nuove, chattano e flirtano. Crea il tuo profilo gratuito, scopri i membri vicino a te e inizia oggi una conversazione.`,
      nl: `${name} is de gezellige plek waar volwassenen nieuwe mensen ontmoeten, chatten en flirten. Maak gratis je profiel aan, ontdek leden bij jou in de buurt en begin vandaag nog een gesprek.`,
      pl: `${name} to przyjazne miejsce, w którym dorośli poznają nowych ludzi, czatują i flirtują. Załóż darmowy profil, odkryj użytkowników w pobliżu i zacznij rozmowę już dziś.`,
    },
    index_title: {
      en: `${name} – meet, chat and date with singles near you`,
      de: `${name} – Singles aus deiner Nähe kennenlernen`,
      es: `${name} – conoce, chatea y queda con solteros cerca de ti`,
      fr: `${name} – rencontrez des célibataires près de chez vous et discutez avec eux`,
      it: `${name} – conosci, chatta ed esci con single vicino a te`,
      nl: `${name} – ontmoet, chat en date met singles bij jou in de buurt`,
      pl: `${name} – poznawaj, czatuj i umawiaj się z singlami w pobliżu`,
    },
    fictional_warning: {
      en: `Some profiles on ${name} are fictional profiles, operated by the site for entertainment purposes. Physical meetings with fictional profiles are not possible.`,
      de: `Einige Profile auf ${name} sind fiktive Profile, die von der Website zu Unterhaltungszwecken betrieben werden. Ein persönliches Treffen mit fiktiven Profilen ist nicht möglich.`,
      es: `Algunos perfiles de ${name} son perfiles ficticios, gestionados por el sitio con fines de entretenimiento. No es posible quedar en persona con perfiles ficticios.`,
      fr: `Certains profils sur ${name} sont des profils fictifs, gérés par le site à des fins de divertissement. Aucune rencontre physique n’est possible avec les profils fictifs.`,
      it: `Alcuni profili su ${name} sono profili fittizi, gestiti dal sito a scopo di intrattenimento. Non è possibile incontrare di persona i profili fittizi.`,
      nl: `Sommige profielen op ${name} zijn fictieve profielen, beheerd door de site voor amusementsdoeleinden. Een fysieke ontmoeting met fictieve profielen is niet mogelijk.`,
      pl: `Niektóre profile w serwisie ${name} są profilami fikcyjnymi, prowadzonymi przez serwis w celach rozrywkowych. Osobiste spotkania z profilami fikcyjnymi nie są możliwe.`,
    },
    fictional_singular: {
      en: 'fictional profile',
      de: 'fiktives Profil',
      es: 'perfil ficticio',
      fr: 'profil fictif',
      it: 'profilo fittizio',
      nl: 'fictief profiel',
      pl: 'profil fikcyjny',
    },
    fictional_plural: {
      en: 'fictional profiles',
      de: 'fiktive Profile',
      es: 'perfiles ficticios',
      fr: 'profils fictifs',
      it: 'profili fittizi',
      nl: 'fictieve profielen',
      pl: 'profile fikcyjne',
    },
  };
}

/**
 * The operating company of the demo sites. Fictional: the Chamber of Commerce (KvK) and VAT numbers have
 * the right shape but belong to nobody, and the phone numbers are placeholders.
 */
const COMPANY = {
  name: 'Kindred Media B.V.',
  address: 'Herengracht 420',
  kvk: '91234567',
  city: '1017 BZ Amsterdam',
};

const SITE_ROWS: readonly Omit<SiteData, 'minimum_message_costs'>[] = [
  {
    domain: 'localhost',
    is_default: true,
    name: 'Kindred',
    ...siteTexts('Kindred'),
    domain_language: 'en',
    cdn_prefix: '/media',
    countries: [...COUNTRY_CODES],
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'all',
    enable_site_entry_popup: 'yes',
    fictional_icon: '🎭',
    visible_profile_fields: VISIBLE_PROFILE_FIELDS,
    visible_profile_notes: PROFILE_NOTES,
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 5,
    signup_credits: 3,
    message_length: 1000,
    support_email: 'support@kindred.local',
    search_fields: SEARCH_FIELDS,
    refund_days: 14,
    member_resell: false,
    photo_moderation: 'post',
    time_zone: 'Europe/Amsterdam',
    company: {
      ...COMPANY,
      country: 'The Netherlands',
      tradenames: ['Kindred', 'Kindred Deutschland'],
      vat_numbers: ['NL864512397B01'],
      support_phone: '+31 20 123 4567',
      delete_discount: 50,
    },
  },
  {
    domain: 'de.kindred.test',
    is_default: false,
    name: 'Kindred Deutschland',
    ...siteTexts('Kindred Deutschland'),
    domain_language: 'de-DE',
    cdn_prefix: '/media',
    countries: ['DE', 'AT', 'CH'],
    signups: 'with_trafficsource',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'all',
    enable_site_entry_popup: 'DE,AT',
    fictional_icon: '🎭',
    visible_profile_fields: VISIBLE_PROFILE_FIELDS,
    visible_profile_notes: PROFILE_NOTES,
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 5,
    signup_credits: 3,
    message_length: 1000,
    support_email: 'support@de.kindred.test',
    search_fields: SEARCH_FIELDS,
    refund_days: 14,
    member_resell: false,
    photo_moderation: 'post',
    time_zone: 'Europe/Berlin',
    company: {
      ...COMPANY,
      country: 'Niederlande',
      tradenames: ['Kindred Deutschland'],
      vat_numbers: ['NL864512397B01', 'DE318472659'],
      support_phone: '+49 30 1234 5678',
      delete_discount: 50,
    },
  },
];

/**
 * The demo sites; their minimum_message_costs (a site setting, SPEC "Site settings") follow from the
 * bundles they sell and their message_credits, so they never tell another price than the bundles do.
 */
export const SITES: readonly SiteData[] = SITE_ROWS.map((site) => ({
  ...site,
  minimum_message_costs: minimumMessageCosts(site.countries, site.message_credits),
}));
