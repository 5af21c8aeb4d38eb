import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../providers/http-client';
import type { Complaint, ComplaintAssignee } from './types';

/** The console accounts a complaint may be assigned to (moderators, operators, super-admins). */
export function useComplaintAssignees() {
  return useQuery({
    queryKey: ['kindred', 'complaint-assignees'],
    queryFn: async () => (await httpClient(`${API_URL}/complaints/assignees`)).json as ComplaintAssignee[],
    staleTime: 60_000,
  });
}

export type ComplaintAction =
  { verb: 'assign'; adminId: number | null } | { verb: 'resolve' | 'dismiss'; note: string };

/** POST /admin/api/complaints/:id/{assign,resolve,dismiss}: answers the complaint as it is now. */
export async function actOnComplaint(id: number, action: ComplaintAction): Promise<Complaint> {
  const body = action.verb === 'assign' ? { admin_id: action.adminId } : { note: action.note };
  const { json } = await httpClient(`${API_URL}/complaints/${id}/${action.verb}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json' }),
  });
  return json as Complaint;
}
