/**
 * What a list without records says in French, per resource: react-admin's <Empty> takes
 * resources.<resource>.empty before building "Pas encore de %{name}." with forcedCaseName at smart_count 0.
 * That sentence would not do in French: polyglot counts 0 as one there, so it would take the singular (which
 * forcedCaseName keeps for 1, as the delete dialogs need), and "de" is not elided before a vowel
 * ("Pas encore d'écritures.", not "de écritures"). One sentence per resource with a list, in the plural of
 * its forcedCaseName (checked by empty-pages.spec.tsx).
 */
export const frenchEmptyPages = {
  resources: {
    ledger: { empty: "Pas encore d'écritures." },
    orders: { empty: 'Pas encore de commandes.' },
    complaints: { empty: 'Pas encore de plaintes.' },
    sites: { empty: 'Pas encore de sites.' },
    company_info: { empty: "Pas encore d'informations société." },
    discount_codes: { empty: 'Pas encore de codes de réduction.' },
    bundles: { empty: 'Pas encore de packs de crédits.' },
    gifts: { empty: 'Pas encore de cadeaux.' },
    admins: { empty: 'Pas encore de comptes administrateurs.' },
    audit_log: { empty: "Pas encore d'entrées d'audit." },
    photos: { empty: 'Pas encore de photos.' },
    fictional_conversations: { empty: 'Pas encore de conversations fictives.' },
    members: { empty: 'Pas encore de membres.' },
  },
};
