import type { CountryCode, Language } from './countries';

export interface NamePool {
  female: readonly string[];
  male: readonly string[];
}

/**
 * Common first names per country (and per language where a country has several), mixing names popular with
 * people born from the 1950s to the 2000s, since demo members are 18 to 70.
 */
const POOLS: Record<string, NamePool> = {
  NL: {
    female: ['Sanne', 'Lotte', 'Emma', 'Anouk', 'Femke', 'Lisa', 'Iris', 'Marloes', 'Esther', 'Ingrid', 'Marieke', 'Joyce', 'Fleur', 'Noor', 'Sophie', 'Annemiek', 'Petra', 'Linda', 'Eva', 'Julia', 'Mirjam', 'Yvonne'],
    male: ['Daan', 'Bram', 'Sem', 'Thijs', 'Ruben', 'Jeroen', 'Martijn', 'Sander', 'Joost', 'Bas', 'Niels', 'Pieter', 'Wouter', 'Luuk', 'Stijn', 'Kees', 'Henk', 'Erik', 'Gijs', 'Jasper', 'Tim', 'Maarten'],
  },
  'BE-nl': {
    female: ['Lien', 'Elke', 'Hanne', 'Lore', 'Sofie', 'Leen', 'Katrien', 'Annelies', 'Nele', 'Ine', 'Marie', 'Fien', 'Eline', 'Griet', 'Evelien', 'Ellen'],
    male: ['Wout', 'Pieter', 'Jens', 'Koen', 'Bart', 'Tom', 'Jef', 'Stijn', 'Thomas', 'Dries', 'Matthias', 'Arne', 'Lander', 'Wim', 'Geert', 'Kobe'],
  },
  'BE-fr': {
    female: ['Manon', 'Camille', 'Julie', 'Charlotte', 'Aurélie', 'Pauline', 'Sarah', 'Justine', 'Laura', 'Céline', 'Isabelle', 'Mélanie', 'Chloé', 'Louise'],
    male: ['Maxime', 'Julien', 'Nicolas', 'Antoine', 'Olivier', 'Quentin', 'Thomas', 'Benoît', 'Arnaud', 'Cédric', 'Romain', 'Philippe', 'Louis', 'Hugo'],
  },
  'BE-de': {
    female: ['Anna', 'Laura', 'Lea', 'Sarah', 'Katharina', 'Vanessa'],
    male: ['Lukas', 'Jonas', 'Patrick', 'Michael', 'Christian', 'Tobias'],
  },
  DE: {
    female: ['Anna', 'Laura', 'Lena', 'Julia', 'Sarah', 'Katharina', 'Sabine', 'Petra', 'Claudia', 'Stefanie', 'Nina', 'Lea', 'Hannah', 'Mia', 'Jana', 'Franziska', 'Andrea', 'Susanne', 'Miriam', 'Johanna', 'Birgit', 'Carina'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Sebastian', 'Stefan', 'Michael', 'Thomas', 'Andreas', 'Florian', 'Jan', 'Leon', 'Paul', 'Niklas', 'Markus', 'Jürgen', 'Uwe', 'Matthias', 'Tim', 'Dirk', 'Moritz'],
  },
  AT: {
    female: ['Anna', 'Katharina', 'Lena', 'Sophie', 'Magdalena', 'Theresa', 'Johanna', 'Barbara', 'Elisabeth', 'Verena', 'Sandra', 'Christina', 'Marlene', 'Valentina'],
    male: ['Lukas', 'Florian', 'Fabian', 'Stefan', 'Christoph', 'Dominik', 'Georg', 'Manuel', 'Wolfgang', 'Markus', 'Bernhard', 'Tobias', 'Jakob', 'Elias'],
  },
  'CH-de': {
    female: ['Laura', 'Sarah', 'Nadine', 'Jasmin', 'Andrea', 'Corinne', 'Sandra', 'Martina', 'Seraina', 'Lara', 'Nicole', 'Ursula', 'Mia', 'Alina'],
    male: ['Reto', 'Urs', 'Beat', 'Lukas', 'Marco', 'Simon', 'Adrian', 'Patrick', 'Daniel', 'Fabian', 'Jonas', 'Noah', 'Luca', 'Kevin'],
  },
  'CH-fr': {
    female: ['Léa', 'Chloé', 'Camille', 'Mélanie', 'Joëlle', 'Sophie', 'Emilie', 'Valérie', 'Noémie', 'Aline'],
    male: ['Yannick', 'Loïc', 'Sébastien', 'Nicolas', 'Julien', 'Cédric', 'Mathieu', 'David', 'Thierry', 'Gaël'],
  },
  'CH-it': {
    female: ['Giulia', 'Chiara', 'Sara', 'Martina', 'Elena', 'Laura', 'Francesca', 'Alessia'],
    male: ['Luca', 'Marco', 'Matteo', 'Andrea', 'Davide', 'Simone', 'Fabio', 'Nicola'],
  },
  FR: {
    female: ['Camille', 'Manon', 'Léa', 'Chloé', 'Julie', 'Sophie', 'Nathalie', 'Isabelle', 'Sandrine', 'Céline', 'Aurélie', 'Emma', 'Inès', 'Clara', 'Pauline', 'Marine', 'Élodie', 'Valérie', 'Anaïs', 'Margaux'],
    male: ['Thomas', 'Nicolas', 'Julien', 'Maxime', 'Alexandre', 'Antoine', 'Pierre', 'Hugo', 'Lucas', 'Louis', 'Mathieu', 'Sébastien', 'Laurent', 'Christophe', 'Guillaume', 'Romain', 'Théo', 'Vincent', 'Olivier', 'Bastien'],
  },
  IT: {
    female: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Alessia', 'Elena', 'Valentina', 'Federica', 'Silvia', 'Paola', 'Roberta', 'Giorgia', 'Sofia', 'Aurora', 'Ilaria', 'Laura', 'Simona', 'Beatrice', 'Anna'],
    male: ['Luca', 'Marco', 'Alessandro', 'Andrea', 'Matteo', 'Lorenzo', 'Francesco', 'Davide', 'Giuseppe', 'Giovanni', 'Stefano', 'Paolo', 'Simone', 'Federico', 'Riccardo', 'Gabriele', 'Roberto', 'Antonio', 'Emanuele', 'Tommaso'],
  },
  ES: {
    female: ['Lucía', 'María', 'Carmen', 'Laura', 'Marta', 'Paula', 'Sara', 'Ana', 'Cristina', 'Elena', 'Andrea', 'Raquel', 'Irene', 'Nerea', 'Alba', 'Pilar', 'Rocío', 'Beatriz', 'Silvia', 'Claudia'],
    male: ['Javier', 'Alejandro', 'Daniel', 'David', 'Pablo', 'Sergio', 'Carlos', 'Jorge', 'Álvaro', 'Adrián', 'Miguel', 'Manuel', 'Antonio', 'Francisco', 'Iván', 'Rubén', 'Diego', 'Hugo', 'Raúl', 'Íñigo'],
  },
  PL: {
    female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Monika', 'Aleksandra', 'Natalia', 'Zuzanna', 'Julia', 'Małgorzata', 'Ewa', 'Karolina', 'Marta', 'Dorota', 'Paulina', 'Weronika', 'Barbara', 'Łucja', 'Iwona'],
    male: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Jakub', 'Kamil', 'Łukasz', 'Mateusz', 'Adam', 'Marek', 'Grzegorz', 'Wojciech', 'Bartosz', 'Szymon', 'Jan', 'Andrzej', 'Dawid', 'Maciej'],
  },
  GB: {
    female: ['Olivia', 'Amelia', 'Emily', 'Sophie', 'Charlotte', 'Jessica', 'Hannah', 'Lucy', 'Rebecca', 'Sarah', 'Gemma', 'Claire', 'Helen', 'Karen', 'Zoe', 'Chloe', 'Isla', 'Poppy', 'Victoria', 'Eleanor', 'Niamh', 'Rhiannon'],
    male: ['Oliver', 'Harry', 'George', 'Jack', 'James', 'Thomas', 'William', 'Daniel', 'Matthew', 'Callum', 'Liam', 'Ryan', 'Ben', 'Sam', 'Alfie', 'Andrew', 'Stuart', 'Gareth', 'Rhys', 'Ewan', 'Paul', 'Nigel'],
  },
  IE: {
    female: ['Aoife', 'Niamh', 'Ciara', 'Siobhán', 'Saoirse', 'Róisín', 'Orla', 'Sinéad', 'Caoimhe', 'Emma', 'Sarah', 'Gráinne', 'Áine', 'Mary', 'Clodagh', 'Eimear'],
    male: ['Seán', 'Conor', 'Cian', 'Oisín', 'Darragh', 'Eoin', 'Ciarán', 'Pádraig', 'Liam', 'Jack', 'Declan', 'Fionn', 'Colm', 'Niall', 'Diarmuid', 'Shane'],
  },
  US: {
    female: ['Emily', 'Ashley', 'Jessica', 'Sarah', 'Madison', 'Olivia', 'Emma', 'Ava', 'Hannah', 'Megan', 'Lauren', 'Brittany', 'Jennifer', 'Amanda', 'Nicole', 'Rachel', 'Kayla', 'Taylor', 'Susan', 'Linda', 'Abigail', 'Harper'],
    male: ['Michael', 'Christopher', 'Matthew', 'Joshua', 'Tyler', 'Brandon', 'Jacob', 'Ethan', 'Noah', 'Andrew', 'Ryan', 'Justin', 'Kevin', 'Jason', 'Brian', 'David', 'Austin', 'Logan', 'Mason', 'Robert', 'Steven', 'Cody'],
  },
  'US-es': {
    female: ['María', 'Sofía', 'Valeria', 'Camila', 'Isabella', 'Gabriela', 'Daniela', 'Lucía', 'Ximena', 'Mariana'],
    male: ['José', 'Luis', 'Carlos', 'Juan', 'Diego', 'Mateo', 'Santiago', 'Alejandro', 'Miguel', 'Jorge'],
  },
  CA: {
    female: ['Emma', 'Olivia', 'Sarah', 'Jessica', 'Emily', 'Hannah', 'Ashley', 'Megan', 'Chloe', 'Madison', 'Kaitlyn', 'Avery', 'Stephanie', 'Natalie', 'Brooke', 'Jennifer'],
    male: ['Liam', 'Ethan', 'Noah', 'Logan', 'Owen', 'Tyler', 'Ryan', 'Connor', 'Matthew', 'Dylan', 'Brandon', 'Justin', 'Kyle', 'Jordan', 'Mark', 'Graham'],
  },
  'CA-fr': {
    female: ['Émilie', 'Catherine', 'Marie-Ève', 'Geneviève', 'Audrey', 'Maude', 'Jessica', 'Valérie', 'Mélissa', 'Florence', 'Rosalie', 'Annie'],
    male: ['Jean-François', 'Mathieu', 'Simon', 'Alexandre', 'Gabriel', 'Maxime', 'Olivier', 'Étienne', 'Samuel', 'Félix', 'Marc-André', 'Louis'],
  },
  AU: {
    female: ['Charlotte', 'Olivia', 'Mia', 'Chloe', 'Jessica', 'Emily', 'Sarah', 'Hannah', 'Georgia', 'Grace', 'Kate', 'Rebecca', 'Tahlia', 'Amy', 'Michelle', 'Isla'],
    male: ['Jack', 'Oliver', 'William', 'Lachlan', 'Thomas', 'Cooper', 'Liam', 'Mitchell', 'Jayden', 'Josh', 'Nathan', 'Riley', 'Hamish', 'Darren', 'Brodie', 'Lincoln'],
  },
  NZ: {
    female: ['Charlotte', 'Olivia', 'Isla', 'Amelia', 'Ella', 'Sophie', 'Aroha', 'Mere', 'Hannah', 'Emma', 'Georgia', 'Ruby', 'Kate', 'Anahera', 'Mackenzie', 'Jessica'],
    male: ['Oliver', 'Jack', 'Noah', 'James', 'Liam', 'Nikau', 'Tama', 'Hamish', 'Sam', 'Caleb', 'Ben', 'Rawiri', 'Finn', 'Blake', 'Angus', 'Lachie'],
  },
};

/** Swiss members who write in English get names from the German-speaking majority. */
POOLS.CH = POOLS['CH-de'];

export function namePool(country: CountryCode, language: Language): NamePool {
  const pool = POOLS[`${country}-${language}`] ?? POOLS[country];
  if (!pool) throw new Error(`no first names for ${country}/${language}`);
  return pool;
}

/** Every country/language key that has names; used by the tests. */
export const NAME_POOL_KEYS: readonly string[] = Object.keys(POOLS);
