import { defineMessages } from '../i18n/define-messages';

const en = {
  resources: {
    discount_codes: {
      name: 'Discount code |||| Discount codes',
      forcedCaseName: 'discount code |||| discount codes',
      fields: {
        q: 'Search',
        code: 'Code',
        site_id: 'Site',
        percentage: 'Discount (%)',
        minimum: 'Minimum order (cents)',
        country: 'Country',
        active: 'Active',
        valid_from: 'Valid from',
        valid_until: 'Valid until',
        created_at: 'Created',
        usage_count: 'Times used',
      },
    },
  },
  kindred: {
    discount_codes: {
      used_by: 'Used by',
      no_uses: 'Nobody has used this code yet.',
      uses_error: 'Who used this code could not be loaded.',
      use: { account: 'Member', order: 'Order', status: 'Order status', used_at: 'Date' },
      deactivate: 'Deactivate',
      help: {
        minimum: 'In cents of the buyer’s currency; 0 for no minimum',
        country: 'Two letters, e.g. NL; empty for every country',
      },
      invalid: {
        whole_number: 'Enter a whole number',
        validity: 'The end must come after the start',
        code: 'Letters, digits, - and _ only',
        reserved: 'This code is reserved for the built-in offers',
        country: 'Enter a two-letter country code such as NL',
      },
    },
  },
};

export const messages = defineMessages(en, {
  de: {
    resources: {
      discount_codes: {
        name: 'Rabattcode |||| Rabattcodes',
        forcedCaseName: 'Rabattcode |||| Rabattcodes',
        fields: {
          q: 'Suche',
          code: 'Code',
          site_id: 'Website',
          percentage: 'Rabatt (%)',
          minimum: 'Mindestbestellwert (Cent)',
          country: 'Land',
          active: 'Aktiv',
          valid_from: 'Gültig ab',
          valid_until: 'Gültig bis',
          created_at: 'Erstellt',
          usage_count: 'Verwendungen',
        },
      },
    },
    kindred: {
      discount_codes: {
        used_by: 'Verwendet von',
        no_uses: 'Dieser Code wurde noch nicht verwendet.',
        uses_error: 'Die Verwendungen dieses Codes konnten nicht geladen werden.',
        use: { account: 'Mitglied', order: 'Bestellung', status: 'Bestellstatus', used_at: 'Datum' },
        deactivate: 'Deaktivieren',
        help: {
          minimum: 'In Cent der Währung des Käufers; 0 für keinen Mindestwert',
          country: 'Zwei Buchstaben, z. B. DE; leer für alle Länder',
        },
        invalid: {
          whole_number: 'Gib eine ganze Zahl ein',
          validity: 'Das Ende muss nach dem Beginn liegen',
          code: 'Nur Buchstaben, Ziffern, - und _',
          reserved: 'Dieser Code ist für die eingebauten Angebote reserviert',
          country: 'Gib einen zweistelligen Ländercode wie DE ein',
        },
      },
    },
  },
  es: {
    resources: {
      discount_codes: {
        name: 'Código de descuento |||| Códigos de descuento',
        forcedCaseName: 'código de descuento |||| códigos de descuento',
        fields: {
          q: 'Buscar',
          code: 'Código',
          site_id: 'Sitio',
          percentage: 'Descuento (%)',
          minimum: 'Pedido mínimo (céntimos)',
          country: 'País',
          active: 'Activo',
          valid_from: 'Válido desde',
          valid_until: 'Válido hasta',
          created_at: 'Creado',
          usage_count: 'Veces usado',
        },
      },
    },
    kindred: {
      discount_codes: {
        used_by: 'Usado por',
        no_uses: 'Nadie ha usado todavía este código.',
        uses_error: 'No se pudo cargar quién usó este código.',
        use: { account: 'Miembro', order: 'Pedido', status: 'Estado del pedido', used_at: 'Fecha' },
        deactivate: 'Desactivar',
        help: {
          minimum: 'En céntimos de la moneda del comprador; 0 sin mínimo',
          country: 'Dos letras, p. ej. ES; vacío para todos los países',
        },
        invalid: {
          whole_number: 'Introduce un número entero',
          validity: 'El final debe ser posterior al inicio',
          code: 'Solo letras, cifras, - y _',
          reserved: 'Este código está reservado para las ofertas integradas',
          country: 'Introduce un código de país de dos letras como ES',
        },
      },
    },
  },
  fr: {
    resources: {
      discount_codes: {
        name: 'Code de réduction |||| Codes de réduction',
        forcedCaseName: 'code de réduction |||| codes de réduction',
        fields: {
          q: 'Recherche',
          code: 'Code',
          site_id: 'Site',
          percentage: 'Réduction (%)',
          minimum: 'Commande minimale (centimes)',
          country: 'Pays',
          active: 'Actif',
          valid_from: 'Valable à partir du',
          valid_until: 'Valable jusqu’au',
          created_at: 'Créé le',
          usage_count: 'Utilisations',
        },
      },
    },
    kindred: {
      discount_codes: {
        used_by: 'Utilisé par',
        no_uses: 'Personne n’a encore utilisé ce code.',
        uses_error: 'Impossible de charger les utilisations de ce code.',
        use: { account: 'Membre', order: 'Commande', status: 'Statut de la commande', used_at: 'Date' },
        deactivate: 'Désactiver',
        help: {
          minimum: 'En centimes de la devise de l’acheteur ; 0 pour aucun minimum',
          country: 'Deux lettres, p. ex. FR ; vide pour tous les pays',
        },
        invalid: {
          whole_number: 'Saisissez un nombre entier',
          validity: 'La fin doit venir après le début',
          code: 'Lettres, chiffres, - et _ uniquement',
          reserved: 'Ce code est réservé aux offres intégrées',
          country: 'Saisissez un code pays à deux lettres comme FR',
        },
      },
    },
  },
  it: {
    resources: {
      discount_codes: {
        name: 'Codice sconto |||| Codici sconto',
        forcedCaseName: 'codice sconto |||| codici sconto',
        fields: {
          q: 'Cerca',
          code: 'Codice',
          site_id: 'Sito',
          percentage: 'Sconto (%)',
          minimum: 'Ordine minimo (centesimi)',
          country: 'Paese',
          active: 'Attivo',
          valid_from: 'Valido dal',
          valid_until: 'Valido fino al',
          created_at: 'Creato',
          usage_count: 'Utilizzi',
        },
      },
    },
    kindred: {
      discount_codes: {
        used_by: 'Usato da',
        no_uses: 'Nessuno ha ancora usato questo codice.',
        uses_error: 'Impossibile caricare chi ha usato questo codice.',
        use: { account: 'Membro', order: 'Ordine', status: 'Stato dell’ordine', used_at: 'Data' },
        deactivate: 'Disattiva',
        help: {
          minimum: 'In centesimi della valuta dell’acquirente; 0 per nessun minimo',
          country: 'Due lettere, ad es. IT; vuoto per tutti i paesi',
        },
        invalid: {
          whole_number: 'Inserisci un numero intero',
          validity: 'La fine deve essere successiva all’inizio',
          code: 'Solo lettere, cifre, - e _',
          reserved: 'Questo codice è riservato alle offerte integrate',
          country: 'Inserisci un codice paese di due lettere come IT',
        },
      },
    },
  },
  nl: {
    resources: {
      discount_codes: {
        name: 'Kortingscode |||| Kortingscodes',
        forcedCaseName: 'kortingscode |||| kortingscodes',
        fields: {
          q: 'Zoeken',
          code: 'Code',
          site_id: 'Site',
          percentage: 'Korting (%)',
          minimum: 'Minimaal bestelbedrag (centen)',
          country: 'Land',
          active: 'Actief',
          valid_from: 'Geldig vanaf',
          valid_until: 'Geldig tot',
          created_at: 'Aangemaakt',
          usage_count: 'Keren gebruikt',
        },
      },
    },
    kindred: {
      discount_codes: {
        used_by: 'Gebruikt door',
        no_uses: 'Niemand heeft deze code nog gebruikt.',
        uses_error: 'Wie deze code gebruikte, kon niet worden geladen.',
        use: { account: 'Lid', order: 'Bestelling', status: 'Status van de bestelling', used_at: 'Datum' },
        deactivate: 'Deactiveren',
        help: {
          minimum: 'In centen van de valuta van de koper; 0 voor geen minimum',
          country: 'Twee letters, bijv. NL; leeg voor alle landen',
        },
        invalid: {
          whole_number: 'Vul een heel getal in',
          validity: 'Het einde moet na het begin liggen',
          code: 'Alleen letters, cijfers, - en _',
          reserved: 'Deze code is gereserveerd voor de ingebouwde aanbiedingen',
          country: 'Vul een landcode van twee letters in, zoals NL',
        },
      },
    },
  },
  pl: {
    resources: {
      discount_codes: {
        name: 'Kod rabatowy |||| Kody rabatowe |||| Kodów rabatowych',
        forcedCaseName: 'kod rabatowy |||| kody rabatowe |||| kodów rabatowych',
        fields: {
          q: 'Szukaj',
          code: 'Kod',
          site_id: 'Serwis',
          percentage: 'Rabat (%)',
          minimum: 'Minimalne zamówienie (grosze/centy)',
          country: 'Kraj',
          active: 'Aktywny',
          valid_from: 'Ważny od',
          valid_until: 'Ważny do',
          created_at: 'Utworzono',
          usage_count: 'Liczba użyć',
        },
      },
    },
    kindred: {
      discount_codes: {
        used_by: 'Użyty przez',
        no_uses: 'Nikt jeszcze nie użył tego kodu.',
        uses_error: 'Nie udało się wczytać, kto użył tego kodu.',
        use: { account: 'Członek', order: 'Zamówienie', status: 'Status zamówienia', used_at: 'Data' },
        deactivate: 'Dezaktywuj',
        help: {
          minimum: 'W groszach/centach waluty kupującego; 0 bez minimum',
          country: 'Dwie litery, np. PL; puste dla wszystkich krajów',
        },
        invalid: {
          whole_number: 'Wpisz liczbę całkowitą',
          validity: 'Koniec musi być po początku',
          code: 'Tylko litery, cyfry, - i _',
          reserved: 'Ten kod jest zarezerwowany dla wbudowanych ofert',
          country: 'Wpisz dwuliterowy kod kraju, np. PL',
        },
      },
    },
  },
});
