import { defineMessages } from '../i18n/define-messages';

const en = {
  resources: {
    gifts: {
      name: 'Gift |||| Gifts',
      forcedCaseName: 'gift |||| gifts',
      fields: {
        q: 'Search',
        image: 'Image',
        names: 'Name',
        slug: 'Identifier',
        site_id: 'Site',
        sort: 'Order',
        active: 'In the catalogue',
      },
    },
  },
  kindred: {
    gifts: {
      name_in: {
        en: 'Name in English',
        de: 'Name in German',
        es: 'Name in Spanish',
        fr: 'Name in French',
        it: 'Name in Italian',
        nl: 'Name in Dutch',
        pl: 'Name in Polish',
      },
      upload: 'Upload a picture (JPEG, PNG or WebP)',
      help: {
        image:
          'Upload a picture below, or give a path under the media prefix (e.g. gifts/rose.svg) or an https address',
      },
      invalid: {
        whole_number: 'Enter a whole number',
        slug: 'Lower-case letters, digits and - only',
        image: 'Enter an image path (svg, png, jpg, webp, gif) or an https address',
      },
    },
  },
};

export const messages = defineMessages(en, {
  de: {
    resources: {
      gifts: {
        name: 'Geschenk |||| Geschenke',
        forcedCaseName: 'Geschenk |||| Geschenke',
        fields: {
          q: 'Suche',
          image: 'Bild',
          names: 'Name',
          slug: 'Kennung',
          site_id: 'Website',
          sort: 'Reihenfolge',
          active: 'Im Katalog',
        },
      },
    },
    kindred: {
      gifts: {
        name_in: {
          en: 'Name auf Englisch',
          de: 'Name auf Deutsch',
          es: 'Name auf Spanisch',
          fr: 'Name auf Französisch',
          it: 'Name auf Italienisch',
          nl: 'Name auf Niederländisch',
          pl: 'Name auf Polnisch',
        },
        upload: 'Bild hochladen (JPEG, PNG oder WebP)',
        help: {
          image:
            'Lade unten ein Bild hoch oder gib einen Pfad unter dem Medienpräfix (z. B. gifts/rose.svg) oder eine https-Adresse an',
        },
        invalid: {
          whole_number: 'Gib eine ganze Zahl ein',
          slug: 'Nur Kleinbuchstaben, Ziffern und -',
          image: 'Gib einen Bildpfad (svg, png, jpg, webp, gif) oder eine https-Adresse ein',
        },
      },
    },
  },
  es: {
    resources: {
      gifts: {
        name: 'Regalo |||| Regalos',
        forcedCaseName: 'regalo |||| regalos',
        fields: {
          q: 'Buscar',
          image: 'Imagen',
          names: 'Nombre',
          slug: 'Identificador',
          site_id: 'Sitio',
          sort: 'Orden',
          active: 'En el catálogo',
        },
      },
    },
    kindred: {
      gifts: {
        name_in: {
          en: 'Nombre en inglés',
          de: 'Nombre en alemán',
          es: 'Nombre en español',
          fr: 'Nombre en francés',
          it: 'Nombre en italiano',
          nl: 'Nombre en neerlandés',
          pl: 'Nombre en polaco',
        },
        upload: 'Subir una imagen (JPEG, PNG o WebP)',
        help: {
          image:
            'Sube una imagen abajo o indica una ruta bajo el prefijo de medios (p. ej. gifts/rose.svg) o una dirección https',
        },
        invalid: {
          whole_number: 'Introduce un número entero',
          slug: 'Solo minúsculas, cifras y -',
          image: 'Introduce una ruta de imagen (svg, png, jpg, webp, gif) o una dirección https',
        },
      },
    },
  },
  fr: {
    resources: {
      gifts: {
        name: 'Cadeau |||| Cadeaux',
        forcedCaseName: 'cadeau |||| cadeaux',
        fields: {
          q: 'Recherche',
          image: 'Image',
          names: 'Nom',
          slug: 'Identifiant',
          site_id: 'Site',
          sort: 'Ordre',
          active: 'Au catalogue',
        },
      },
    },
    kindred: {
      gifts: {
        name_in: {
          en: 'Nom en anglais',
          de: 'Nom en allemand',
          es: 'Nom en espagnol',
          fr: 'Nom en français',
          it: 'Nom en italien',
          nl: 'Nom en néerlandais',
          pl: 'Nom en polonais',
        },
        upload: 'Téléverser une image (JPEG, PNG ou WebP)',
        help: {
          image:
            'Téléversez une image ci-dessous, ou indiquez un chemin sous le préfixe des médias (p. ex. gifts/rose.svg) ou une adresse https',
        },
        invalid: {
          whole_number: 'Saisissez un nombre entier',
          slug: 'Minuscules, chiffres et - uniquement',
          image: 'Saisissez un chemin d’image (svg, png, jpg, webp, gif) ou une adresse https',
        },
      },
    },
  },
  it: {
    resources: {
      gifts: {
        name: 'Regalo |||| Regali',
        forcedCaseName: 'regalo |||| regali',
        fields: {
          q: 'Cerca',
          image: 'Immagine',
          names: 'Nome',
          slug: 'Identificativo',
          site_id: 'Sito',
          sort: 'Ordine',
          active: 'Nel catalogo',
        },
      },
    },
    kindred: {
      gifts: {
        name_in: {
          en: 'Nome in inglese',
          de: 'Nome in tedesco',
          es: 'Nome in spagnolo',
          fr: 'Nome in francese',
          it: 'Nome in italiano',
          nl: 'Nome in olandese',
          pl: 'Nome in polacco',
        },
        upload: 'Carica un’immagine (JPEG, PNG o WebP)',
        help: {
          image:
            'Carica un’immagine qui sotto, o indica un percorso sotto il prefisso dei media (ad es. gifts/rose.svg) o un indirizzo https',
        },
        invalid: {
          whole_number: 'Inserisci un numero intero',
          slug: 'Solo lettere minuscole, cifre e -',
          image: 'Inserisci un percorso d’immagine (svg, png, jpg, webp, gif) o un indirizzo https',
        },
      },
    },
  },
  nl: {
    resources: {
      gifts: {
        name: 'Cadeau |||| Cadeaus',
        forcedCaseName: 'cadeau |||| cadeaus',
        fields: {
          q: 'Zoeken',
          image: 'Afbeelding',
          names: 'Naam',
          slug: 'Kenmerk',
          site_id: 'Site',
          sort: 'Volgorde',
          active: 'In de catalogus',
        },
      },
    },
    kindred: {
      gifts: {
        name_in: {
          en: 'Naam in het Engels',
          de: 'Naam in het Duits',
          es: 'Naam in het Spaans',
          fr: 'Naam in het Frans',
          it: 'Naam in het Italiaans',
          nl: 'Naam in het Nederlands',
          pl: 'Naam in het Pools',
        },
        upload: 'Afbeelding uploaden (JPEG, PNG of WebP)',
        help: {
          image:
            'Upload hieronder een afbeelding, of geef een pad onder de mediaprefix (bijv. gifts/rose.svg) of een https-adres op',
        },
        invalid: {
          whole_number: 'Vul een heel getal in',
          slug: 'Alleen kleine letters, cijfers en -',
          image: 'Vul een afbeeldingspad (svg, png, jpg, webp, gif) of een https-adres in',
        },
      },
    },
  },
  pl: {
    resources: {
      gifts: {
        name: 'Prezent |||| Prezenty |||| Prezentów',
        forcedCaseName: 'prezent |||| prezenty |||| prezentów',
        fields: {
          q: 'Szukaj',
          image: 'Obraz',
          names: 'Nazwa',
          slug: 'Identyfikator',
          site_id: 'Serwis',
          sort: 'Kolejność',
          active: 'W katalogu',
        },
      },
    },
    kindred: {
      gifts: {
        name_in: {
          en: 'Nazwa po angielsku',
          de: 'Nazwa po niemiecku',
          es: 'Nazwa po hiszpańsku',
          fr: 'Nazwa po francusku',
          it: 'Nazwa po włosku',
          nl: 'Nazwa po niderlandzku',
          pl: 'Nazwa po polsku',
        },
        upload: 'Prześlij obraz (JPEG, PNG lub WebP)',
        help: {
          image:
            'Prześlij obraz poniżej albo podaj ścieżkę pod prefiksem mediów (np. gifts/rose.svg) lub adres https',
        },
        invalid: {
          whole_number: 'Wpisz liczbę całkowitą',
          slug: 'Tylko małe litery, cyfry i -',
          image: 'Wpisz ścieżkę obrazu (svg, png, jpg, webp, gif) lub adres https',
        },
      },
    },
  },
});
