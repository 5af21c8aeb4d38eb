import { defineMessages } from '../i18n/define-messages';

const en = {
  resources: {
    audit_log: {
      name: 'Audit log entry |||| Audit log',
      forcedCaseName: 'audit log entry |||| audit log entries',
      fields: {
        id: 'Entry',
        created_at: 'Date',
        admin_id: 'Admin ID',
        admin_email: 'Admin',
        action: 'Action',
        resource: 'Resource',
        record_id: 'Record',
        before: 'Before',
        after: 'After',
        from: 'From',
        to: 'To',
      },
    },
  },
  kindred: {
    audit_log: {
      changes: 'Changes',
      field: 'Field',
      before: 'Before',
      after: 'After',
      nothing: 'Nothing recorded',
      unknown_admin: 'Admin #%{id}',
      same_record: 'History of this record',
    },
  },
};

export const messages = defineMessages(en, {
  de: {
    resources: {
      audit_log: {
        name: 'Audit-Eintrag |||| Audit-Protokoll',
        forcedCaseName: 'Audit-Eintrag |||| Audit-Einträge',
        fields: {
          id: 'Eintrag',
          created_at: 'Datum',
          admin_id: 'Admin-ID',
          admin_email: 'Admin',
          action: 'Aktion',
          resource: 'Ressource',
          record_id: 'Datensatz',
          before: 'Vorher',
          after: 'Nachher',
          from: 'Von',
          to: 'Bis',
        },
      },
    },
    kindred: {
      audit_log: {
        changes: 'Änderungen',
        field: 'Feld',
        before: 'Vorher',
        after: 'Nachher',
        nothing: 'Nichts aufgezeichnet',
        unknown_admin: 'Admin Nr. %{id}',
        same_record: 'Verlauf dieses Datensatzes',
      },
    },
  },
  es: {
    resources: {
      audit_log: {
        name: 'Entrada de auditoría |||| Registro de auditoría',
        forcedCaseName: 'entrada de auditoría |||| entradas de auditoría',
        fields: {
          id: 'Entrada',
          created_at: 'Fecha',
          admin_id: 'ID de administrador',
          admin_email: 'Administrador',
          action: 'Acción',
          resource: 'Recurso',
          record_id: 'Registro',
          before: 'Antes',
          after: 'Después',
          from: 'Desde',
          to: 'Hasta',
        },
      },
    },
    kindred: {
      audit_log: {
        changes: 'Cambios',
        field: 'Campo',
        before: 'Antes',
        after: 'Después',
        nothing: 'Nada registrado',
        unknown_admin: 'Administrador n.º %{id}',
        same_record: 'Historial de este registro',
      },
    },
  },
  fr: {
    resources: {
      audit_log: {
        name: "Entrée d'audit |||| Journal d'audit",
        forcedCaseName: "entrée d'audit |||| entrées d'audit",
        fields: {
          id: 'Entrée',
          created_at: 'Date',
          admin_id: "ID d'administrateur",
          admin_email: 'Administrateur',
          action: 'Action',
          resource: 'Ressource',
          record_id: 'Enregistrement',
          before: 'Avant',
          after: 'Après',
          from: 'Du',
          to: 'Au',
        },
      },
    },
    kindred: {
      audit_log: {
        changes: 'Modifications',
        field: 'Champ',
        before: 'Avant',
        after: 'Après',
        nothing: 'Rien d’enregistré',
        unknown_admin: 'Administrateur n° %{id}',
        same_record: 'Historique de cet enregistrement',
      },
    },
  },
  it: {
    resources: {
      audit_log: {
        name: 'Voce di audit |||| Registro di audit',
        forcedCaseName: 'voce di audit |||| voci di audit',
        fields: {
          id: 'Voce',
          created_at: 'Data',
          admin_id: 'ID amministratore',
          admin_email: 'Amministratore',
          action: 'Azione',
          resource: 'Risorsa',
          record_id: 'Record',
          before: 'Prima',
          after: 'Dopo',
          from: 'Dal',
          to: 'Al',
        },
      },
    },
    kindred: {
      audit_log: {
        changes: 'Modifiche',
        field: 'Campo',
        before: 'Prima',
        after: 'Dopo',
        nothing: 'Niente di registrato',
        unknown_admin: 'Amministratore n. %{id}',
        same_record: 'Cronologia di questo record',
      },
    },
  },
  nl: {
    resources: {
      audit_log: {
        name: 'Auditregel |||| Auditlogboek',
        forcedCaseName: 'auditregel |||| auditregels',
        fields: {
          id: 'Regel',
          created_at: 'Datum',
          admin_id: 'Beheerders-ID',
          admin_email: 'Beheerder',
          action: 'Actie',
          resource: 'Onderdeel',
          record_id: 'Record',
          before: 'Voor',
          after: 'Na',
          from: 'Van',
          to: 'Tot en met',
        },
      },
    },
    kindred: {
      audit_log: {
        changes: 'Wijzigingen',
        field: 'Veld',
        before: 'Voor',
        after: 'Na',
        nothing: 'Niets vastgelegd',
        unknown_admin: 'Beheerder nr. %{id}',
        same_record: 'Geschiedenis van dit record',
      },
    },
  },
  pl: {
    resources: {
      audit_log: {
        name: 'Wpis audytu |||| Dziennik audytu |||| Dziennik audytu',
        forcedCaseName: 'wpis audytu |||| wpisy audytu |||| wpisów audytu',
        fields: {
          id: 'Wpis',
          created_at: 'Data',
          admin_id: 'ID administratora',
          admin_email: 'Administrator',
          action: 'Działanie',
          resource: 'Zasób',
          record_id: 'Rekord',
          before: 'Przed',
          after: 'Po',
          from: 'Od',
          to: 'Do',
        },
      },
    },
    kindred: {
      audit_log: {
        changes: 'Zmiany',
        field: 'Pole',
        before: 'Przed',
        after: 'Po',
        nothing: 'Nic nie zapisano',
        unknown_admin: 'Administrator nr %{id}',
        same_record: 'Historia tego rekordu',
      },
    },
  },
});
