import { defineMessages } from '../i18n/define-messages';

/** The orders' finance actions: the CSV export and the refund. */
export const messages = defineMessages(
  {
    kindred: {
      orders: {
        export: 'Export CSV',
        refund: 'Refund',
        refund_title: 'Refund this order?',
        refund_content:
          'The money goes back to the member and the credits of the order leave their balance. This cannot be undone.',
        refunded: 'The order is refunded.',
      },
    },
  },
  {
    de: {
      kindred: {
        orders: {
          export: 'CSV exportieren',
          refund: 'Erstatten',
          refund_title: 'Diese Bestellung erstatten?',
          refund_content:
            'Das Geld geht an das Mitglied zurück und die Credits der Bestellung werden von seinem Guthaben abgezogen. Das lässt sich nicht rückgängig machen.',
          refunded: 'Die Bestellung ist erstattet.',
        },
      },
    },
    es: {
      kindred: {
        orders: {
          export: 'Exportar CSV',
          refund: 'Reembolsar',
          refund_title: '¿Reembolsar este pedido?',
          refund_content:
            'El dinero vuelve al miembro y los créditos del pedido salen de su saldo. No se puede deshacer.',
          refunded: 'El pedido se ha reembolsado.',
        },
      },
    },
    fr: {
      kindred: {
        orders: {
          export: 'Exporter en CSV',
          refund: 'Rembourser',
          refund_title: 'Rembourser cette commande ?',
          refund_content:
            'L’argent est rendu au membre et les crédits de la commande quittent son solde. C’est définitif.',
          refunded: 'La commande est remboursée.',
        },
      },
    },
    it: {
      kindred: {
        orders: {
          export: 'Esporta CSV',
          refund: 'Rimborsa',
          refund_title: 'Rimborsare questo ordine?',
          refund_content:
            'Il denaro torna al membro e i crediti dell’ordine escono dal suo saldo. Non si può annullare.',
          refunded: 'L’ordine è rimborsato.',
        },
      },
    },
    nl: {
      kindred: {
        orders: {
          export: 'CSV exporteren',
          refund: 'Terugbetalen',
          refund_title: 'Deze bestelling terugbetalen?',
          refund_content:
            'Het geld gaat terug naar het lid en de credits van de bestelling gaan van zijn saldo af. Dit kan niet ongedaan worden gemaakt.',
          refunded: 'De bestelling is terugbetaald.',
        },
      },
    },
    pl: {
      kindred: {
        orders: {
          export: 'Eksportuj CSV',
          refund: 'Zwróć',
          refund_title: 'Zwrócić to zamówienie?',
          refund_content:
            'Pieniądze wracają do członka, a kredyty z zamówienia znikają z jego salda. Tego nie można cofnąć.',
          refunded: 'Zamówienie zostało zwrócone.',
        },
      },
    },
  },
);
