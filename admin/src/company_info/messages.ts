import { defineMessages } from '../i18n/define-messages';

const en = {
  resources: {
    company_info: {
      name: 'Company info |||| Company info',
      forcedCaseName: 'company info |||| company info',
      fields: {
        q: 'Search',
        domain: 'Site',
        site_name: 'Site name',
        name: 'Company name',
        address: 'Address',
        kvk: 'Chamber of Commerce no.',
        city: 'City',
        country: 'Country',
        tradenames: 'Trade names',
        vat_numbers: 'VAT numbers',
        support_phone: 'Support phone',
        delete_discount: 'Discount offered on deletion (%)',
      },
    },
  },
  kindred: {
    company_info: {
      help: { comma_separated: 'Separate several with commas' },
      invalid: {
        tradenames: 'At most 20 trade names of at most 200 characters',
        vat_numbers: 'VAT numbers start with two capital letters, e.g. NL123456789B01',
        phone: 'Enter a phone number, e.g. +31 20 123 4567',
      },
    },
  },
};

export const messages = defineMessages(en, {
  de: {
    resources: {
      company_info: {
        name: 'Firmendaten |||| Firmendaten',
        forcedCaseName: 'Firmendaten |||| Firmendaten',
        fields: {
          q: 'Suche',
          domain: 'Website',
          site_name: 'Name der Website',
          name: 'Firmenname',
          address: 'Adresse',
          kvk: 'Handelsregisternummer',
          city: 'Ort',
          country: 'Land',
          tradenames: 'Handelsnamen',
          vat_numbers: 'USt-IdNrn.',
          support_phone: 'Support-Telefon',
          delete_discount: 'Rabatt beim Löschen (%)',
        },
      },
    },
    kindred: {
      company_info: {
        help: { comma_separated: 'Mehrere durch Kommas trennen' },
        invalid: {
          tradenames: 'Höchstens 20 Handelsnamen mit höchstens 200 Zeichen',
          vat_numbers: 'USt-IdNrn. beginnen mit zwei Großbuchstaben, z. B. DE123456789',
          phone: 'Gib eine Telefonnummer ein, z. B. +49 30 1234567',
        },
      },
    },
  },
  es: {
    resources: {
      company_info: {
        name: 'Datos de la empresa |||| Datos de la empresa',
        forcedCaseName: 'datos de la empresa |||| datos de la empresa',
        fields: {
          q: 'Buscar',
          domain: 'Sitio',
          site_name: 'Nombre del sitio',
          name: 'Nombre de la empresa',
          address: 'Dirección',
          kvk: 'N.º de registro mercantil',
          city: 'Ciudad',
          country: 'País',
          tradenames: 'Nombres comerciales',
          vat_numbers: 'Números de IVA',
          support_phone: 'Teléfono de soporte',
          delete_discount: 'Descuento ofrecido al darse de baja (%)',
        },
      },
    },
    kindred: {
      company_info: {
        help: { comma_separated: 'Separa varios con comas' },
        invalid: {
          tradenames: 'Como máximo 20 nombres comerciales de hasta 200 caracteres',
          vat_numbers: 'Los números de IVA empiezan por dos mayúsculas, p. ej. ES12345678Z',
          phone: 'Introduce un número de teléfono, p. ej. +34 91 123 45 67',
        },
      },
    },
  },
  fr: {
    resources: {
      company_info: {
        name: 'Informations société |||| Informations société',
        forcedCaseName: 'informations société |||| informations société',
        fields: {
          q: 'Recherche',
          domain: 'Site',
          site_name: 'Nom du site',
          name: 'Raison sociale',
          address: 'Adresse',
          kvk: 'N° d’immatriculation',
          city: 'Ville',
          country: 'Pays',
          tradenames: 'Noms commerciaux',
          vat_numbers: 'Numéros de TVA',
          support_phone: 'Téléphone du support',
          delete_discount: 'Remise proposée à la suppression (%)',
        },
      },
    },
    kindred: {
      company_info: {
        help: { comma_separated: 'Séparez-en plusieurs par des virgules' },
        invalid: {
          tradenames: 'Au plus 20 noms commerciaux d’au plus 200 caractères',
          vat_numbers: 'Un numéro de TVA commence par deux majuscules, p. ex. FR12345678901',
          phone: 'Saisissez un numéro de téléphone, p. ex. +33 1 23 45 67 89',
        },
      },
    },
  },
  it: {
    resources: {
      company_info: {
        name: 'Dati aziendali |||| Dati aziendali',
        forcedCaseName: 'dati aziendali |||| dati aziendali',
        fields: {
          q: 'Cerca',
          domain: 'Sito',
          site_name: 'Nome del sito',
          name: 'Ragione sociale',
          address: 'Indirizzo',
          kvk: 'N. di registro delle imprese',
          city: 'Città',
          country: 'Paese',
          tradenames: 'Nomi commerciali',
          vat_numbers: 'Partite IVA',
          support_phone: 'Telefono di assistenza',
          delete_discount: 'Sconto offerto alla cancellazione (%)',
        },
      },
    },
    kindred: {
      company_info: {
        help: { comma_separated: 'Separa più valori con virgole' },
        invalid: {
          tradenames: 'Al massimo 20 nomi commerciali di al massimo 200 caratteri',
          vat_numbers: 'Le partite IVA iniziano con due lettere maiuscole, ad es. IT12345678901',
          phone: 'Inserisci un numero di telefono, ad es. +39 06 1234 5678',
        },
      },
    },
  },
  nl: {
    resources: {
      company_info: {
        name: 'Bedrijfsgegevens |||| Bedrijfsgegevens',
        forcedCaseName: 'bedrijfsgegevens |||| bedrijfsgegevens',
        fields: {
          q: 'Zoeken',
          domain: 'Site',
          site_name: 'Naam van de site',
          name: 'Bedrijfsnaam',
          address: 'Adres',
          kvk: 'KvK-nummer',
          city: 'Plaats',
          country: 'Land',
          tradenames: 'Handelsnamen',
          vat_numbers: 'Btw-nummers',
          support_phone: 'Telefoonnummer support',
          delete_discount: 'Korting aangeboden bij verwijderen (%)',
        },
      },
    },
    kindred: {
      company_info: {
        help: { comma_separated: "Scheid meerdere met komma's" },
        invalid: {
          tradenames: 'Hoogstens 20 handelsnamen van hoogstens 200 tekens',
          vat_numbers: 'Btw-nummers beginnen met twee hoofdletters, bijv. NL123456789B01',
          phone: 'Vul een telefoonnummer in, bijv. +31 20 123 4567',
        },
      },
    },
  },
  pl: {
    resources: {
      company_info: {
        name: 'Dane firmy |||| Dane firmy |||| Danych firmy',
        forcedCaseName: 'dane firmy |||| dane firmy |||| danych firmy',
        fields: {
          q: 'Szukaj',
          domain: 'Serwis',
          site_name: 'Nazwa serwisu',
          name: 'Nazwa firmy',
          address: 'Adres',
          kvk: 'Numer w rejestrze handlowym',
          city: 'Miasto',
          country: 'Kraj',
          tradenames: 'Nazwy handlowe',
          vat_numbers: 'Numery VAT',
          support_phone: 'Telefon pomocy',
          delete_discount: 'Rabat oferowany przy usuwaniu konta (%)',
        },
      },
    },
    kindred: {
      company_info: {
        help: { comma_separated: 'Kilka wartości oddziel przecinkami' },
        invalid: {
          tradenames: 'Najwyżej 20 nazw handlowych po najwyżej 200 znaków',
          vat_numbers: 'Numer VAT zaczyna się od dwóch wielkich liter, np. PL1234567890',
          phone: 'Wpisz numer telefonu, np. +48 22 123 45 67',
        },
      },
    },
  },
});
