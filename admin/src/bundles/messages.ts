import { defineMessages } from '../i18n/define-messages';

const en = {
  resources: {
    bundles: {
      name: 'Credit bundle |||| Credit bundles',
      forcedCaseName: 'credit bundle |||| credit bundles',
      fields: {
        credits: 'Credits',
        site_id: 'Site',
        sort: 'Order',
        popular: 'Popular',
        active: 'On sale',
        prices: 'Prices per country',
        country: 'Country',
        currency: 'Currency',
        amount: 'Price (cents)',
      },
    },
  },
  kindred: {
    bundles: {
      help: { amount: 'In cents, e.g. 999 for 9.99' },
      invalid: {
        whole_number: 'Enter a whole number',
        repeated_country: 'Give each country one price only',
        country: 'Enter a two-letter country code such as NL',
      },
    },
  },
};

export const messages = defineMessages(en, {
  de: {
    resources: {
      bundles: {
        name: 'Credit-Paket |||| Credit-Pakete',
        forcedCaseName: 'Credit-Paket |||| Credit-Pakete',
        fields: {
          credits: 'Credits',
          site_id: 'Website',
          sort: 'Reihenfolge',
          popular: 'Beliebt',
          active: 'Im Verkauf',
          prices: 'Preise je Land',
          country: 'Land',
          currency: 'Währung',
          amount: 'Preis (Cent)',
        },
      },
    },
    kindred: {
      bundles: {
        help: { amount: 'In Cent, z. B. 999 für 9,99' },
        invalid: {
          whole_number: 'Gib eine ganze Zahl ein',
          repeated_country: 'Gib jedem Land nur einen Preis',
          country: 'Gib einen zweistelligen Ländercode wie DE ein',
        },
      },
    },
  },
  es: {
    resources: {
      bundles: {
        name: 'Paquete de créditos |||| Paquetes de créditos',
        forcedCaseName: 'paquete de créditos |||| paquetes de créditos',
        fields: {
          credits: 'Créditos',
          site_id: 'Sitio',
          sort: 'Orden',
          popular: 'Popular',
          active: 'A la venta',
          prices: 'Precios por país',
          country: 'País',
          currency: 'Moneda',
          amount: 'Precio (céntimos)',
        },
      },
    },
    kindred: {
      bundles: {
        help: { amount: 'En céntimos, p. ej. 999 para 9,99' },
        invalid: {
          whole_number: 'Introduce un número entero',
          repeated_country: 'Da a cada país un solo precio',
          country: 'Introduce un código de país de dos letras como ES',
        },
      },
    },
  },
  fr: {
    resources: {
      bundles: {
        name: 'Pack de crédits |||| Packs de crédits',
        forcedCaseName: 'pack de crédits |||| packs de crédits',
        fields: {
          credits: 'Crédits',
          site_id: 'Site',
          sort: 'Ordre',
          popular: 'Populaire',
          active: 'En vente',
          prices: 'Prix par pays',
          country: 'Pays',
          currency: 'Devise',
          amount: 'Prix (centimes)',
        },
      },
    },
    kindred: {
      bundles: {
        help: { amount: 'En centimes, p. ex. 999 pour 9,99' },
        invalid: {
          whole_number: 'Saisissez un nombre entier',
          repeated_country: 'Donnez un seul prix par pays',
          country: 'Saisissez un code pays à deux lettres comme FR',
        },
      },
    },
  },
  it: {
    resources: {
      bundles: {
        name: 'Pacchetto di crediti |||| Pacchetti di crediti',
        forcedCaseName: 'pacchetto di crediti |||| pacchetti di crediti',
        fields: {
          credits: 'Crediti',
          site_id: 'Sito',
          sort: 'Ordine',
          popular: 'Popolare',
          active: 'In vendita',
          prices: 'Prezzi per paese',
          country: 'Paese',
          currency: 'Valuta',
          amount: 'Prezzo (centesimi)',
        },
      },
    },
    kindred: {
      bundles: {
        help: { amount: 'In centesimi, ad es. 999 per 9,99' },
        invalid: {
          whole_number: 'Inserisci un numero intero',
          repeated_country: 'Indica un solo prezzo per paese',
          country: 'Inserisci un codice paese di due lettere come IT',
        },
      },
    },
  },
  nl: {
    resources: {
      bundles: {
        name: 'Creditbundel |||| Creditbundels',
        forcedCaseName: 'creditbundel |||| creditbundels',
        fields: {
          credits: 'Credits',
          site_id: 'Site',
          sort: 'Volgorde',
          popular: 'Populair',
          active: 'Te koop',
          prices: 'Prijzen per land',
          country: 'Land',
          currency: 'Valuta',
          amount: 'Prijs (centen)',
        },
      },
    },
    kindred: {
      bundles: {
        help: { amount: 'In centen, bijv. 999 voor 9,99' },
        invalid: {
          whole_number: 'Vul een heel getal in',
          repeated_country: 'Geef elk land maar één prijs',
          country: 'Vul een landcode van twee letters in, zoals NL',
        },
      },
    },
  },
  pl: {
    resources: {
      bundles: {
        name: 'Pakiet kredytów |||| Pakiety kredytów |||| Pakietów kredytów',
        forcedCaseName: 'pakiet kredytów |||| pakiety kredytów |||| pakietów kredytów',
        fields: {
          credits: 'Kredyty',
          site_id: 'Serwis',
          sort: 'Kolejność',
          popular: 'Popularny',
          active: 'W sprzedaży',
          prices: 'Ceny w krajach',
          country: 'Kraj',
          currency: 'Waluta',
          amount: 'Cena (grosze/centy)',
        },
      },
    },
    kindred: {
      bundles: {
        help: { amount: 'W groszach/centach, np. 999 za 9,99' },
        invalid: {
          whole_number: 'Wpisz liczbę całkowitą',
          repeated_country: 'Podaj tylko jedną cenę dla każdego kraju',
          country: 'Wpisz dwuliterowy kod kraju, np. PL',
        },
      },
    },
  },
});
