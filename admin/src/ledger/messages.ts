import { defineMessages } from '../i18n/define-messages';

/** The ledger's finance actions: the CSV export and manual adjustments. */
export const messages = defineMessages(
  {
    kindred: {
      ledger: {
        export: 'Export CSV',
        adjust: 'Adjust credits',
        adjust_title: 'Adjust the credits of a member',
        account: 'Account',
        amount: 'Credits',
        amount_help: 'Positive adds credits, negative takes them away.',
        reason: 'Reason',
        save: 'Book adjustment',
        adjusted: 'The adjustment is booked.',
      },
    },
  },
  {
    de: {
      kindred: {
        ledger: {
          export: 'CSV exportieren',
          adjust: 'Credits korrigieren',
          adjust_title: 'Credits eines Mitglieds korrigieren',
          account: 'Konto',
          amount: 'Credits',
          amount_help: 'Positiv fügt Credits hinzu, negativ zieht sie ab.',
          reason: 'Grund',
          save: 'Korrektur buchen',
          adjusted: 'Die Korrektur ist gebucht.',
        },
      },
    },
    es: {
      kindred: {
        ledger: {
          export: 'Exportar CSV',
          adjust: 'Ajustar créditos',
          adjust_title: 'Ajustar los créditos de un miembro',
          account: 'Cuenta',
          amount: 'Créditos',
          amount_help: 'Un valor positivo añade créditos, uno negativo los quita.',
          reason: 'Motivo',
          save: 'Registrar ajuste',
          adjusted: 'El ajuste se ha registrado.',
        },
      },
    },
    fr: {
      kindred: {
        ledger: {
          export: 'Exporter en CSV',
          adjust: 'Ajuster les crédits',
          adjust_title: 'Ajuster les crédits d’un membre',
          account: 'Compte',
          amount: 'Crédits',
          amount_help: 'Un nombre positif ajoute des crédits, un nombre négatif en retire.',
          reason: 'Motif',
          save: 'Enregistrer l’ajustement',
          adjusted: 'L’ajustement est enregistré.',
        },
      },
    },
    it: {
      kindred: {
        ledger: {
          export: 'Esporta CSV',
          adjust: 'Rettifica crediti',
          adjust_title: 'Rettifica i crediti di un membro',
          account: 'Conto',
          amount: 'Crediti',
          amount_help: 'Un valore positivo aggiunge crediti, uno negativo li toglie.',
          reason: 'Motivo',
          save: 'Registra rettifica',
          adjusted: 'La rettifica è registrata.',
        },
      },
    },
    nl: {
      kindred: {
        ledger: {
          export: 'CSV exporteren',
          adjust: 'Credits corrigeren',
          adjust_title: 'De credits van een lid corrigeren',
          account: 'Account',
          amount: 'Credits',
          amount_help: 'Positief voegt credits toe, negatief haalt ze af.',
          reason: 'Reden',
          save: 'Correctie boeken',
          adjusted: 'De correctie is geboekt.',
        },
      },
    },
    pl: {
      kindred: {
        ledger: {
          export: 'Eksportuj CSV',
          adjust: 'Skoryguj kredyty',
          adjust_title: 'Korekta kredytów członka',
          account: 'Konto',
          amount: 'Kredyty',
          amount_help: 'Wartość dodatnia dodaje kredyty, ujemna je odejmuje.',
          reason: 'Powód',
          save: 'Zaksięguj korektę',
          adjusted: 'Korekta została zaksięgowana.',
        },
      },
    },
  },
);
