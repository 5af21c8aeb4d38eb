import type { CompanyInfo, LocalisedNote, ProfileNotes } from '../../../server/src/site/site.contracts';
import { minimumMessageCosts } from './bundles';
import { COUNTRY_CODES, type CountryCode, type Currency } from './countries';

/** One site_settings row as the seed writes it (push keys are generated once, on insert). */
export interface SiteData {
  domain: string;
  is_default: boolean;
  name: string;
  domain_language: string;
  cdn_prefix: string;
  description: string;
  index_title: string;
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
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
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
    nl: 'Geschreven door het lid, gecontroleerd door onze moderatoren',
    pl: 'Napisane przez użytkownika, sprawdzone przez naszych moderatorów',
  },
};

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
    domain_language: 'en',
    cdn_prefix: '/media',
    description:
      'Kindred is the friendly place for adults to meet new people, chat and flirt. Create your free profile, discover members near you and start a conversation today.',
    index_title: 'Kindred – meet, chat and date with singles near you',
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
    fictional_warning:
      'Some profiles on Kindred are fictional profiles, operated by the site for entertainment purposes. Physical meetings with fictional profiles are not possible.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
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
    domain_language: 'de-DE',
    cdn_prefix: '/media',
    description:
      'Kindred Deutschland ist der Treffpunkt für Erwachsene, die neue Menschen kennenlernen, chatten und flirten möchten. Kostenlos anmelden, Mitglieder in deiner Nähe entdecken und direkt loslegen.',
    index_title: 'Kindred Deutschland – Singles aus deiner Nähe kennenlernen',
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
    fictional_warning:
      'Einige Profile auf Kindred Deutschland sind fiktive Profile, die von der Website zu Unterhaltungszwecken betrieben werden. Ein persönliches Treffen mit fiktiven Profilen ist nicht möglich.',
    fictional_singular: 'fiktives Profil',
    fictional_plural: 'fiktive Profile',
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
