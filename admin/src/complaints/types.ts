import { complaintReasonValues, complaintStatusValues, type components } from '../api/schema';

type Schemas = components['schemas'];

/** `GET /admin/api/complaints` (list) and `/admin/api/complaints/:id`. */
export type Complaint = Schemas['ComplaintConsoleRow'];
export type ComplaintStatus = Schemas['ComplaintStatus'];
export type ComplaintReason = Schemas['ComplaintReason'];
/** `GET /admin/api/complaints/assignees`. */
export type ComplaintAssignee = Schemas['ComplaintAssignee'];

export const COMPLAINT_STATUSES = complaintStatusValues;
export const COMPLAINT_REASONS = complaintReasonValues;
