import type { CountryCode } from './countries';

/**
 * First-level subdivisions of the 15 countries (SPEC §3 labels: province, state, region, canton,
 * voivodeship), with the ISO 3166-2 suffix as `code`, the local name, and a few real cities or towns used
 * as demo members' locations. Cities are not stored in the database: they only feed profiles.city.
 */
export interface RegionData {
  country: CountryCode;
  /** ISO 3166-2 subdivision code without the country prefix (NL-NH → NH). */
  code: string;
  name: string;
  cities: readonly string[];
}

type Row = readonly [code: string, name: string, cities: readonly string[]];

const NL: readonly Row[] = [
  ['DR', 'Drenthe', ['Assen', 'Emmen', 'Hoogeveen', 'Meppel']],
  ['FL', 'Flevoland', ['Almere', 'Lelystad', 'Dronten', 'Emmeloord']],
  ['FR', 'Fryslân', ['Leeuwarden', 'Sneek', 'Heerenveen', 'Drachten', 'Harlingen']],
  ['GE', 'Gelderland', ['Arnhem', 'Nijmegen', 'Apeldoorn', 'Ede', 'Zutphen']],
  ['GR', 'Groningen', ['Groningen', 'Delfzijl', 'Veendam', 'Stadskanaal']],
  ['LI', 'Limburg', ['Maastricht', 'Venlo', 'Heerlen', 'Roermond', 'Sittard']],
  ['NB', 'Noord-Brabant', ['Eindhoven', 'Tilburg', 'Breda', "'s-Hertogenbosch", 'Helmond']],
  ['NH', 'Noord-Holland', ['Amsterdam', 'Haarlem', 'Alkmaar', 'Hilversum', 'Zaandam']],
  ['OV', 'Overijssel', ['Zwolle', 'Enschede', 'Deventer', 'Hengelo', 'Almelo']],
  ['UT', 'Utrecht', ['Utrecht', 'Amersfoort', 'Zeist', 'Nieuwegein', 'Veenendaal']],
  ['ZE', 'Zeeland', ['Middelburg', 'Vlissingen', 'Goes', 'Terneuzen']],
  ['ZH', 'Zuid-Holland', ['Rotterdam', 'Den Haag', 'Leiden', 'Delft', 'Dordrecht']],
];

const BE: readonly Row[] = [
  ['BRU', 'Brussel / Bruxelles', ['Brussel / Bruxelles', 'Anderlecht', 'Schaerbeek', 'Elsene / Ixelles', 'Ukkel / Uccle']],
  ['VAN', 'Antwerpen', ['Antwerpen', 'Mechelen', 'Turnhout', 'Lier', 'Geel']],
  ['VBR', 'Vlaams-Brabant', ['Leuven', 'Vilvoorde', 'Halle', 'Tienen', 'Aarschot']],
  ['VLI', 'Limburg', ['Hasselt', 'Genk', 'Sint-Truiden', 'Tongeren', 'Lommel']],
  ['VOV', 'Oost-Vlaanderen', ['Gent', 'Aalst', 'Sint-Niklaas', 'Dendermonde', 'Oudenaarde']],
  ['VWV', 'West-Vlaanderen', ['Brugge', 'Kortrijk', 'Oostende', 'Roeselare', 'Ieper']],
  ['WBR', 'Brabant wallon', ['Wavre', 'Nivelles', 'Ottignies-Louvain-la-Neuve', 'Waterloo', "Braine-l'Alleud"]],
  ['WHT', 'Hainaut', ['Charleroi', 'Mons', 'Tournai', 'La Louvière', 'Mouscron']],
  ['WLG', 'Liège', ['Liège', 'Verviers', 'Seraing', 'Huy', 'Eupen']],
  ['WLX', 'Luxembourg', ['Arlon', 'Bastogne', 'Marche-en-Famenne', 'Bouillon']],
  ['WNA', 'Namur', ['Namur', 'Dinant', 'Gembloux', 'Ciney']],
];

const DE: readonly Row[] = [
  ['BW', 'Baden-Württemberg', ['Stuttgart', 'Karlsruhe', 'Mannheim', 'Freiburg im Breisgau', 'Heidelberg']],
  ['BY', 'Bayern', ['München', 'Nürnberg', 'Augsburg', 'Regensburg', 'Würzburg']],
  ['BE', 'Berlin', ['Berlin', 'Berlin-Spandau', 'Berlin-Köpenick', 'Berlin-Charlottenburg']],
  ['BB', 'Brandenburg', ['Potsdam', 'Cottbus', 'Brandenburg an der Havel', 'Frankfurt (Oder)', 'Oranienburg']],
  ['HB', 'Bremen', ['Bremen', 'Bremerhaven']],
  ['HH', 'Hamburg', ['Hamburg', 'Hamburg-Altona', 'Hamburg-Harburg', 'Hamburg-Wandsbek']],
  ['HE', 'Hessen', ['Frankfurt am Main', 'Wiesbaden', 'Kassel', 'Darmstadt', 'Offenbach am Main']],
  ['MV', 'Mecklenburg-Vorpommern', ['Rostock', 'Schwerin', 'Greifswald', 'Neubrandenburg', 'Stralsund']],
  ['NI', 'Niedersachsen', ['Hannover', 'Braunschweig', 'Oldenburg', 'Osnabrück', 'Göttingen']],
  ['NW', 'Nordrhein-Westfalen', ['Köln', 'Düsseldorf', 'Dortmund', 'Essen', 'Münster']],
  ['RP', 'Rheinland-Pfalz', ['Mainz', 'Ludwigshafen am Rhein', 'Koblenz', 'Trier', 'Kaiserslautern']],
  ['SL', 'Saarland', ['Saarbrücken', 'Neunkirchen', 'Homburg', 'Saarlouis']],
  ['SN', 'Sachsen', ['Dresden', 'Leipzig', 'Chemnitz', 'Zwickau', 'Görlitz']],
  ['ST', 'Sachsen-Anhalt', ['Magdeburg', 'Halle (Saale)', 'Dessau-Roßlau', 'Lutherstadt Wittenberg']],
  ['SH', 'Schleswig-Holstein', ['Kiel', 'Lübeck', 'Flensburg', 'Neumünster']],
  ['TH', 'Thüringen', ['Erfurt', 'Jena', 'Gera', 'Weimar', 'Eisenach']],
];

const AT: readonly Row[] = [
  ['1', 'Burgenland', ['Eisenstadt', 'Neusiedl am See', 'Oberwart', 'Mattersburg']],
  ['2', 'Kärnten', ['Klagenfurt am Wörthersee', 'Villach', 'Wolfsberg', 'Spittal an der Drau']],
  ['3', 'Niederösterreich', ['St. Pölten', 'Wiener Neustadt', 'Krems an der Donau', 'Baden', 'Amstetten']],
  ['4', 'Oberösterreich', ['Linz', 'Wels', 'Steyr', 'Leonding', 'Gmunden']],
  ['5', 'Salzburg', ['Salzburg', 'Hallein', 'Saalfelden am Steinernen Meer', 'Zell am See']],
  ['6', 'Steiermark', ['Graz', 'Leoben', 'Kapfenberg', 'Bruck an der Mur']],
  ['7', 'Tirol', ['Innsbruck', 'Kufstein', 'Telfs', 'Lienz', 'Kitzbühel']],
  ['8', 'Vorarlberg', ['Bregenz', 'Dornbirn', 'Feldkirch', 'Bludenz']],
  ['9', 'Wien', ['Wien', 'Wien-Floridsdorf', 'Wien-Favoriten', 'Wien-Döbling']],
];

const CH: readonly Row[] = [
  ['AG', 'Aargau', ['Aarau', 'Baden', 'Wettingen', 'Wohlen']],
  ['AI', 'Appenzell Innerrhoden', ['Appenzell', 'Oberegg']],
  ['AR', 'Appenzell Ausserrhoden', ['Herisau', 'Teufen', 'Heiden']],
  ['BE', 'Bern / Berne', ['Bern', 'Biel/Bienne', 'Thun', 'Köniz', 'Burgdorf']],
  ['BL', 'Basel-Landschaft', ['Liestal', 'Allschwil', 'Reinach', 'Muttenz']],
  ['BS', 'Basel-Stadt', ['Basel', 'Riehen', 'Bettingen']],
  ['FR', 'Fribourg / Freiburg', ['Fribourg', 'Bulle', 'Villars-sur-Glâne', 'Murten']],
  ['GE', 'Genève', ['Genève', 'Carouge', 'Vernier', 'Lancy']],
  ['GL', 'Glarus', ['Glarus', 'Näfels', 'Netstal']],
  ['GR', 'Graubünden / Grigioni / Grischun', ['Chur', 'Davos', 'St. Moritz', 'Landquart']],
  ['JU', 'Jura', ['Delémont', 'Porrentruy', 'Saignelégier']],
  ['LU', 'Luzern', ['Luzern', 'Emmen', 'Kriens', 'Sursee']],
  ['NE', 'Neuchâtel', ['Neuchâtel', 'La Chaux-de-Fonds', 'Le Locle']],
  ['NW', 'Nidwalden', ['Stans', 'Hergiswil', 'Buochs']],
  ['OW', 'Obwalden', ['Sarnen', 'Engelberg', 'Alpnach']],
  ['SG', 'St. Gallen', ['St. Gallen', 'Rapperswil-Jona', 'Wil', 'Gossau']],
  ['SH', 'Schaffhausen', ['Schaffhausen', 'Neuhausen am Rheinfall', 'Stein am Rhein']],
  ['SO', 'Solothurn', ['Solothurn', 'Olten', 'Grenchen']],
  ['SZ', 'Schwyz', ['Schwyz', 'Einsiedeln', 'Küssnacht', 'Freienbach']],
  ['TG', 'Thurgau', ['Frauenfeld', 'Kreuzlingen', 'Arbon', 'Amriswil']],
  ['TI', 'Ticino', ['Lugano', 'Bellinzona', 'Locarno', 'Mendrisio']],
  ['UR', 'Uri', ['Altdorf', 'Andermatt', 'Erstfeld']],
  ['VD', 'Vaud', ['Lausanne', 'Montreux', 'Yverdon-les-Bains', 'Nyon', 'Vevey']],
  ['VS', 'Valais / Wallis', ['Sion', 'Sierre', 'Martigny', 'Brig-Glis', 'Zermatt']],
  ['ZG', 'Zug', ['Zug', 'Baar', 'Cham']],
  ['ZH', 'Zürich', ['Zürich', 'Winterthur', 'Uster', 'Dübendorf']],
];

const FR: readonly Row[] = [
  ['ARA', 'Auvergne-Rhône-Alpes', ['Lyon', 'Grenoble', 'Saint-Étienne', 'Clermont-Ferrand', 'Annecy']],
  ['BFC', 'Bourgogne-Franche-Comté', ['Dijon', 'Besançon', 'Belfort', 'Auxerre']],
  ['BRE', 'Bretagne', ['Rennes', 'Brest', 'Quimper', 'Lorient', 'Saint-Malo']],
  ['CVL', 'Centre-Val de Loire', ['Orléans', 'Tours', 'Bourges', 'Blois', 'Chartres']],
  ['20R', 'Corse', ['Ajaccio', 'Bastia', 'Porto-Vecchio', 'Calvi']],
  ['GES', 'Grand Est', ['Strasbourg', 'Reims', 'Metz', 'Nancy', 'Mulhouse']],
  ['HDF', 'Hauts-de-France', ['Lille', 'Amiens', 'Roubaix', 'Dunkerque', 'Calais']],
  ['IDF', 'Île-de-France', ['Paris', 'Boulogne-Billancourt', 'Versailles', 'Saint-Denis', 'Montreuil']],
  ['NOR', 'Normandie', ['Rouen', 'Caen', 'Le Havre', 'Cherbourg-en-Cotentin']],
  ['NAQ', 'Nouvelle-Aquitaine', ['Bordeaux', 'Limoges', 'Poitiers', 'Pau', 'La Rochelle']],
  ['OCC', 'Occitanie', ['Toulouse', 'Montpellier', 'Nîmes', 'Perpignan', 'Carcassonne']],
  ['PDL', 'Pays de la Loire', ['Nantes', 'Angers', 'Le Mans', 'Saint-Nazaire']],
  ['PAC', "Provence-Alpes-Côte d'Azur", ['Marseille', 'Nice', 'Toulon', 'Aix-en-Provence', 'Avignon']],
];

const IT: readonly Row[] = [
  ['21', 'Piemonte', ['Torino', 'Novara', 'Alessandria', 'Asti', 'Cuneo']],
  ['23', "Valle d'Aosta", ['Aosta', 'Courmayeur', 'Saint-Vincent']],
  ['25', 'Lombardia', ['Milano', 'Bergamo', 'Brescia', 'Como', 'Monza']],
  ['32', 'Trentino-Alto Adige', ['Trento', 'Bolzano', 'Rovereto', 'Merano']],
  ['34', 'Veneto', ['Venezia', 'Verona', 'Padova', 'Vicenza', 'Treviso']],
  ['36', 'Friuli-Venezia Giulia', ['Trieste', 'Udine', 'Pordenone', 'Gorizia']],
  ['42', 'Liguria', ['Genova', 'La Spezia', 'Savona', 'Sanremo']],
  ['45', 'Emilia-Romagna', ['Bologna', 'Modena', 'Parma', 'Rimini', 'Ravenna']],
  ['52', 'Toscana', ['Firenze', 'Pisa', 'Siena', 'Livorno', 'Lucca']],
  ['55', 'Umbria', ['Perugia', 'Terni', 'Assisi', 'Foligno']],
  ['57', 'Marche', ['Ancona', 'Pesaro', 'Macerata', 'Ascoli Piceno']],
  ['62', 'Lazio', ['Roma', 'Latina', 'Viterbo', 'Frosinone']],
  ['65', 'Abruzzo', ["L'Aquila", 'Pescara', 'Chieti', 'Teramo']],
  ['67', 'Molise', ['Campobasso', 'Isernia', 'Termoli']],
  ['72', 'Campania', ['Napoli', 'Salerno', 'Caserta', 'Benevento', 'Avellino']],
  ['75', 'Puglia', ['Bari', 'Lecce', 'Taranto', 'Foggia', 'Brindisi']],
  ['77', 'Basilicata', ['Potenza', 'Matera', 'Melfi']],
  ['78', 'Calabria', ['Catanzaro', 'Reggio Calabria', 'Cosenza', 'Crotone']],
  ['82', 'Sicilia', ['Palermo', 'Catania', 'Messina', 'Siracusa', 'Trapani']],
  ['88', 'Sardegna', ['Cagliari', 'Sassari', 'Olbia', 'Nuoro']],
];

/** The 50 provinces plus the autonomous cities of Ceuta and Melilla. */
const ES: readonly Row[] = [
  ['C', 'A Coruña', ['A Coruña', 'Santiago de Compostela', 'Ferrol']],
  ['VI', 'Araba/Álava', ['Vitoria-Gasteiz', 'Llodio', 'Amurrio']],
  ['AB', 'Albacete', ['Albacete', 'Hellín', 'Villarrobledo']],
  ['A', 'Alicante/Alacant', ['Alicante', 'Elche', 'Benidorm', 'Torrevieja']],
  ['AL', 'Almería', ['Almería', 'Roquetas de Mar', 'El Ejido']],
  ['O', 'Asturias', ['Oviedo', 'Gijón', 'Avilés']],
  ['AV', 'Ávila', ['Ávila', 'Arévalo']],
  ['BA', 'Badajoz', ['Badajoz', 'Mérida', 'Don Benito']],
  ['PM', 'Illes Balears', ['Palma', 'Eivissa', 'Manacor', 'Maó']],
  ['B', 'Barcelona', ['Barcelona', "L'Hospitalet de Llobregat", 'Badalona', 'Sabadell', 'Terrassa']],
  ['BU', 'Burgos', ['Burgos', 'Miranda de Ebro', 'Aranda de Duero']],
  ['CC', 'Cáceres', ['Cáceres', 'Plasencia', 'Navalmoral de la Mata']],
  ['CA', 'Cádiz', ['Cádiz', 'Jerez de la Frontera', 'Algeciras', 'San Fernando']],
  ['S', 'Cantabria', ['Santander', 'Torrelavega', 'Castro-Urdiales']],
  ['CS', 'Castellón/Castelló', ['Castellón de la Plana', 'Vila-real', 'Burriana']],
  ['CR', 'Ciudad Real', ['Ciudad Real', 'Puertollano', 'Tomelloso']],
  ['CO', 'Córdoba', ['Córdoba', 'Lucena', 'Puente Genil']],
  ['CU', 'Cuenca', ['Cuenca', 'Tarancón']],
  ['GI', 'Girona', ['Girona', 'Figueres', 'Blanes', 'Lloret de Mar']],
  ['GR', 'Granada', ['Granada', 'Motril', 'Almuñécar']],
  ['GU', 'Guadalajara', ['Guadalajara', 'Azuqueca de Henares', 'Sigüenza']],
  ['SS', 'Gipuzkoa', ['Donostia / San Sebastián', 'Irun', 'Eibar']],
  ['H', 'Huelva', ['Huelva', 'Lepe', 'Almonte']],
  ['HU', 'Huesca', ['Huesca', 'Monzón', 'Jaca', 'Barbastro']],
  ['J', 'Jaén', ['Jaén', 'Linares', 'Úbeda']],
  ['LO', 'La Rioja', ['Logroño', 'Calahorra', 'Haro']],
  ['GC', 'Las Palmas', ['Las Palmas de Gran Canaria', 'Telde', 'Arrecife', 'Puerto del Rosario']],
  ['LE', 'León', ['León', 'Ponferrada', 'San Andrés del Rabanedo']],
  ['L', 'Lleida', ['Lleida', 'Balaguer', 'Tàrrega']],
  ['LU', 'Lugo', ['Lugo', 'Monforte de Lemos', 'Viveiro']],
  ['M', 'Madrid', ['Madrid', 'Alcalá de Henares', 'Móstoles', 'Getafe', 'Alcobendas']],
  ['MA', 'Málaga', ['Málaga', 'Marbella', 'Vélez-Málaga', 'Fuengirola']],
  ['MU', 'Murcia', ['Murcia', 'Cartagena', 'Lorca']],
  ['NA', 'Navarra / Nafarroa', ['Pamplona', 'Tudela', 'Estella']],
  ['OR', 'Ourense', ['Ourense', 'Verín', 'O Barco de Valdeorras']],
  ['P', 'Palencia', ['Palencia', 'Aguilar de Campoo']],
  ['PO', 'Pontevedra', ['Vigo', 'Pontevedra', 'Vilagarcía de Arousa']],
  ['SA', 'Salamanca', ['Salamanca', 'Béjar', 'Ciudad Rodrigo']],
  ['TF', 'Santa Cruz de Tenerife', ['Santa Cruz de Tenerife', 'San Cristóbal de La Laguna', 'Arona', 'Puerto de la Cruz']],
  ['SG', 'Segovia', ['Segovia', 'Cuéllar']],
  ['SE', 'Sevilla', ['Sevilla', 'Dos Hermanas', 'Alcalá de Guadaíra', 'Utrera']],
  ['SO', 'Soria', ['Soria', 'Almazán']],
  ['T', 'Tarragona', ['Tarragona', 'Reus', 'Tortosa', 'Salou']],
  ['TE', 'Teruel', ['Teruel', 'Alcañiz']],
  ['TO', 'Toledo', ['Toledo', 'Talavera de la Reina', 'Illescas']],
  ['V', 'Valencia/València', ['València', 'Gandia', 'Torrent', 'Sagunt']],
  ['VA', 'Valladolid', ['Valladolid', 'Medina del Campo', 'Laguna de Duero']],
  ['BI', 'Bizkaia', ['Bilbao', 'Barakaldo', 'Getxo']],
  ['ZA', 'Zamora', ['Zamora', 'Benavente', 'Toro']],
  ['Z', 'Zaragoza', ['Zaragoza', 'Calatayud', 'Ejea de los Caballeros']],
  ['CE', 'Ceuta', ['Ceuta']],
  ['ML', 'Melilla', ['Melilla']],
];

/** Voivodeships with the numeric ISO 3166-2:PL codes (in use since 2018). */
const PL: readonly Row[] = [
  ['02', 'Dolnośląskie', ['Wrocław', 'Wałbrzych', 'Legnica', 'Jelenia Góra']],
  ['04', 'Kujawsko-pomorskie', ['Bydgoszcz', 'Toruń', 'Włocławek', 'Grudziądz']],
  ['06', 'Lubelskie', ['Lublin', 'Zamość', 'Chełm', 'Biała Podlaska']],
  ['08', 'Lubuskie', ['Zielona Góra', 'Gorzów Wielkopolski', 'Nowa Sól']],
  ['10', 'Łódzkie', ['Łódź', 'Piotrków Trybunalski', 'Pabianice', 'Tomaszów Mazowiecki']],
  ['12', 'Małopolskie', ['Kraków', 'Tarnów', 'Nowy Sącz', 'Zakopane']],
  ['14', 'Mazowieckie', ['Warszawa', 'Radom', 'Płock', 'Siedlce']],
  ['16', 'Opolskie', ['Opole', 'Kędzierzyn-Koźle', 'Nysa']],
  ['18', 'Podkarpackie', ['Rzeszów', 'Przemyśl', 'Stalowa Wola', 'Krosno']],
  ['20', 'Podlaskie', ['Białystok', 'Suwałki', 'Łomża']],
  ['22', 'Pomorskie', ['Gdańsk', 'Gdynia', 'Sopot', 'Słupsk']],
  ['24', 'Śląskie', ['Katowice', 'Częstochowa', 'Gliwice', 'Bielsko-Biała', 'Sosnowiec']],
  ['26', 'Świętokrzyskie', ['Kielce', 'Ostrowiec Świętokrzyski', 'Starachowice']],
  ['28', 'Warmińsko-mazurskie', ['Olsztyn', 'Elbląg', 'Ełk']],
  ['30', 'Wielkopolskie', ['Poznań', 'Kalisz', 'Konin', 'Piła']],
  ['32', 'Zachodniopomorskie', ['Szczecin', 'Koszalin', 'Stargard', 'Świnoujście']],
];

const GB: readonly Row[] = [
  ['ENG', 'England', ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol']],
  ['SCT', 'Scotland', ['Edinburgh', 'Glasgow', 'Aberdeen', 'Dundee', 'Inverness']],
  ['WLS', 'Wales', ['Cardiff', 'Swansea', 'Newport', 'Wrexham', 'Bangor']],
  ['NIR', 'Northern Ireland', ['Belfast', 'Derry', 'Lisburn', 'Newry']],
];

const IE: readonly Row[] = [
  ['C', 'Connacht', ['Galway', 'Sligo', 'Castlebar', 'Ballina']],
  ['L', 'Leinster', ['Dublin', 'Kilkenny', 'Drogheda', 'Dundalk', 'Wexford']],
  ['M', 'Munster', ['Cork', 'Limerick', 'Waterford', 'Tralee', 'Ennis']],
  ['U', 'Ulster', ['Letterkenny', 'Cavan', 'Monaghan', 'Buncrana']],
];

const US: readonly Row[] = [
  ['AL', 'Alabama', ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile']],
  ['AK', 'Alaska', ['Anchorage', 'Fairbanks', 'Juneau']],
  ['AZ', 'Arizona', ['Phoenix', 'Tucson', 'Mesa', 'Scottsdale', 'Flagstaff']],
  ['AR', 'Arkansas', ['Little Rock', 'Fayetteville', 'Fort Smith']],
  ['CA', 'California', ['Los Angeles', 'San Francisco', 'San Diego', 'San Jose', 'Sacramento']],
  ['CO', 'Colorado', ['Denver', 'Colorado Springs', 'Boulder', 'Fort Collins']],
  ['CT', 'Connecticut', ['Hartford', 'New Haven', 'Stamford', 'Bridgeport']],
  ['DE', 'Delaware', ['Wilmington', 'Dover', 'Newark']],
  ['DC', 'District of Columbia', ['Washington']],
  ['FL', 'Florida', ['Miami', 'Orlando', 'Tampa', 'Jacksonville', 'Tallahassee']],
  ['GA', 'Georgia', ['Atlanta', 'Savannah', 'Augusta', 'Athens']],
  ['HI', 'Hawaii', ['Honolulu', 'Hilo', 'Kailua']],
  ['ID', 'Idaho', ['Boise', 'Idaho Falls', "Coeur d'Alene"]],
  ['IL', 'Illinois', ['Chicago', 'Springfield', 'Naperville', 'Peoria']],
  ['IN', 'Indiana', ['Indianapolis', 'Fort Wayne', 'Bloomington', 'South Bend']],
  ['IA', 'Iowa', ['Des Moines', 'Cedar Rapids', 'Iowa City']],
  ['KS', 'Kansas', ['Wichita', 'Topeka', 'Lawrence', 'Overland Park']],
  ['KY', 'Kentucky', ['Louisville', 'Lexington', 'Bowling Green']],
  ['LA', 'Louisiana', ['New Orleans', 'Baton Rouge', 'Lafayette', 'Shreveport']],
  ['ME', 'Maine', ['Portland', 'Bangor', 'Augusta']],
  ['MD', 'Maryland', ['Baltimore', 'Annapolis', 'Frederick', 'Rockville']],
  ['MA', 'Massachusetts', ['Boston', 'Cambridge', 'Worcester', 'Springfield']],
  ['MI', 'Michigan', ['Detroit', 'Grand Rapids', 'Ann Arbor', 'Lansing']],
  ['MN', 'Minnesota', ['Minneapolis', 'Saint Paul', 'Duluth', 'Rochester']],
  ['MS', 'Mississippi', ['Jackson', 'Gulfport', 'Hattiesburg']],
  ['MO', 'Missouri', ['Kansas City', 'St. Louis', 'Springfield', 'Columbia']],
  ['MT', 'Montana', ['Billings', 'Missoula', 'Bozeman', 'Helena']],
  ['NE', 'Nebraska', ['Omaha', 'Lincoln', 'Grand Island']],
  ['NV', 'Nevada', ['Las Vegas', 'Reno', 'Henderson', 'Carson City']],
  ['NH', 'New Hampshire', ['Manchester', 'Nashua', 'Concord', 'Portsmouth']],
  ['NJ', 'New Jersey', ['Newark', 'Jersey City', 'Hoboken', 'Princeton']],
  ['NM', 'New Mexico', ['Albuquerque', 'Santa Fe', 'Las Cruces']],
  ['NY', 'New York', ['New York', 'Buffalo', 'Rochester', 'Albany', 'Syracuse']],
  ['NC', 'North Carolina', ['Charlotte', 'Raleigh', 'Durham', 'Asheville']],
  ['ND', 'North Dakota', ['Fargo', 'Bismarck', 'Grand Forks']],
  ['OH', 'Ohio', ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo']],
  ['OK', 'Oklahoma', ['Oklahoma City', 'Tulsa', 'Norman']],
  ['OR', 'Oregon', ['Portland', 'Eugene', 'Salem', 'Bend']],
  ['PA', 'Pennsylvania', ['Philadelphia', 'Pittsburgh', 'Harrisburg', 'Allentown']],
  ['RI', 'Rhode Island', ['Providence', 'Newport', 'Warwick']],
  ['SC', 'South Carolina', ['Charleston', 'Columbia', 'Greenville', 'Myrtle Beach']],
  ['SD', 'South Dakota', ['Sioux Falls', 'Rapid City', 'Pierre']],
  ['TN', 'Tennessee', ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga']],
  ['TX', 'Texas', ['Houston', 'Dallas', 'Austin', 'San Antonio', 'El Paso']],
  ['UT', 'Utah', ['Salt Lake City', 'Provo', 'Ogden', 'St. George']],
  ['VT', 'Vermont', ['Burlington', 'Montpelier', 'Rutland']],
  ['VA', 'Virginia', ['Richmond', 'Virginia Beach', 'Norfolk', 'Arlington', 'Charlottesville']],
  ['WA', 'Washington', ['Seattle', 'Spokane', 'Tacoma', 'Olympia']],
  ['WV', 'West Virginia', ['Charleston', 'Morgantown', 'Huntington']],
  ['WI', 'Wisconsin', ['Milwaukee', 'Madison', 'Green Bay']],
  ['WY', 'Wyoming', ['Cheyenne', 'Casper', 'Laramie', 'Jackson']],
];

const CA: readonly Row[] = [
  ['AB', 'Alberta', ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge']],
  ['BC', 'British Columbia', ['Vancouver', 'Victoria', 'Kelowna', 'Surrey']],
  ['MB', 'Manitoba', ['Winnipeg', 'Brandon', 'Steinbach']],
  ['NB', 'New Brunswick / Nouveau-Brunswick', ['Moncton', 'Saint John', 'Fredericton']],
  ['NL', 'Newfoundland and Labrador', ["St. John's", 'Corner Brook', 'Gander']],
  ['NS', 'Nova Scotia', ['Halifax', 'Sydney', 'Truro']],
  ['NT', 'Northwest Territories', ['Yellowknife', 'Hay River', 'Inuvik']],
  ['NU', 'Nunavut', ['Iqaluit', 'Rankin Inlet', 'Cambridge Bay']],
  ['ON', 'Ontario', ['Toronto', 'Ottawa', 'Hamilton', 'London', 'Kingston']],
  ['PE', 'Prince Edward Island', ['Charlottetown', 'Summerside']],
  ['QC', 'Québec', ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Sherbrooke']],
  ['SK', 'Saskatchewan', ['Saskatoon', 'Regina', 'Prince Albert']],
  ['YT', 'Yukon', ['Whitehorse', 'Dawson City', 'Watson Lake']],
];

const AU: readonly Row[] = [
  ['NSW', 'New South Wales', ['Sydney', 'Newcastle', 'Wollongong', 'Byron Bay']],
  ['VIC', 'Victoria', ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo']],
  ['QLD', 'Queensland', ['Brisbane', 'Gold Coast', 'Cairns', 'Townsville']],
  ['WA', 'Western Australia', ['Perth', 'Fremantle', 'Bunbury', 'Broome']],
  ['SA', 'South Australia', ['Adelaide', 'Mount Gambier', 'Whyalla']],
  ['TAS', 'Tasmania', ['Hobart', 'Launceston', 'Devonport']],
  ['ACT', 'Australian Capital Territory', ['Canberra', 'Belconnen', 'Tuggeranong']],
  ['NT', 'Northern Territory', ['Darwin', 'Alice Springs', 'Katherine']],
];

const NZ: readonly Row[] = [
  ['NTL', 'Northland', ['Whangārei', 'Kerikeri', 'Kaitaia']],
  ['AUK', 'Auckland', ['Auckland', 'Manukau', 'North Shore', 'Waiheke Island']],
  ['WKO', 'Waikato', ['Hamilton', 'Taupō', 'Cambridge']],
  ['BOP', 'Bay of Plenty', ['Tauranga', 'Rotorua', 'Whakatāne']],
  ['GIS', 'Gisborne', ['Gisborne', 'Tolaga Bay']],
  ['HKB', "Hawke's Bay", ['Napier', 'Hastings', 'Havelock North']],
  ['TKI', 'Taranaki', ['New Plymouth', 'Hāwera', 'Stratford']],
  ['MWT', 'Manawatū-Whanganui', ['Palmerston North', 'Whanganui', 'Levin']],
  ['WGN', 'Wellington', ['Wellington', 'Lower Hutt', 'Porirua', 'Upper Hutt']],
  ['TAS', 'Tasman', ['Richmond', 'Motueka', 'Tākaka']],
  ['NSN', 'Nelson', ['Nelson', 'Stoke']],
  ['MBH', 'Marlborough', ['Blenheim', 'Picton']],
  ['WTC', 'West Coast', ['Greymouth', 'Westport', 'Hokitika']],
  ['CAN', 'Canterbury', ['Christchurch', 'Timaru', 'Ashburton', 'Rangiora']],
  ['OTA', 'Otago', ['Dunedin', 'Queenstown', 'Oamaru', 'Wānaka']],
  ['STL', 'Southland', ['Invercargill', 'Gore', 'Te Anau']],
];

const BY_COUNTRY: Record<CountryCode, readonly Row[]> = {
  NL,
  BE,
  DE,
  AT,
  CH,
  FR,
  IT,
  ES,
  PL,
  GB,
  IE,
  US,
  CA,
  AU,
  NZ,
};

export const REGIONS: readonly RegionData[] = (Object.keys(BY_COUNTRY) as CountryCode[]).flatMap((country) =>
  BY_COUNTRY[country].map(([code, name, cities]) => ({ country, code, name, cities })),
);

export function regionsOf(country: CountryCode): readonly RegionData[] {
  return REGIONS.filter((region) => region.country === country);
}
