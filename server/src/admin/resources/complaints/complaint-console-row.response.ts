import { ComplaintAdminRow } from '../../../compliance/compliance.contracts';

/** A complaint in the console: the compliance row with the names of the console accounts on it. */
export class ComplaintConsoleRow extends ComplaintAdminRow {
  assignee_name: string | null;
  handled_by_name: string | null;
}

/** A console account a complaint may be assigned to (`GET /admin/api/complaints/assignees`). */
export class ComplaintAssignee {
  id: number;
  name: string;
  role: string;
}
