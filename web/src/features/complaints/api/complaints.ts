import { useQuery } from '@tanstack/react-query';
import { complaintReasonValues } from '../../../api/schema';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

/** The reasons of a complaint (docs/api.md "Complaints"). */
export const COMPLAINT_REASONS = complaintReasonValues;
export type ComplaintReason = Schemas['ComplaintReason'];
export type ComplaintStatus = Schemas['ComplaintStatus'];
export type OwnComplaint = Schemas['OwnComplaint'];
export type FileComplaintInput = Schemas['FileComplaintRequestDto'];

/** The longest text the server takes. */
export const COMPLAINT_TEXT_MAX = 2000;

export const COMPLAINTS_QUERY_KEY = ['complaints'] as const;

/** GET /api/complaints.php: the member's own complaints, newest first. */
export function getComplaints(signal?: AbortSignal): Promise<Schemas['OwnComplaintsResponse']> {
  return apiClient.get<Schemas['OwnComplaintsResponse']>('/api/complaints.php', { signal });
}

export function useComplaints() {
  return useQuery({
    queryKey: COMPLAINTS_QUERY_KEY,
    queryFn: ({ signal }) => getComplaints(signal),
    select: (response) => response.complaints,
  });
}

/** POST /api/complaints.php: 201 {complaint}; 429 `complaint_limit_reached` past the daily limit. */
export function fileComplaint(input: FileComplaintInput): Promise<Schemas['FiledComplaintResponse']> {
  return apiClient.post<Schemas['FiledComplaintResponse']>('/api/complaints.php', input, { retries: 0 });
}

/** The members the reporter has chats with (GET /api/chats.php): the form offers them first. */
export function useChatPartners() {
  return useQuery({
    queryKey: ['complaints', 'chat-partners'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Schemas['ChatsResponse']>('/api/chats.php', { signal })).chats.map(
        (chat) => chat.profile,
      ),
    staleTime: 30_000,
  });
}

/** How many of the partner's latest messages the form offers to pick from. */
export const MESSAGES_OFFERED = 10;

/** The latest text messages `memberId` sent the reporter, newest first (GET /api/messages.php). */
export function useReceivedMessages(memberId: number | null) {
  return useQuery({
    queryKey: ['complaints', 'received-messages', memberId],
    queryFn: async ({ signal }) => {
      const { messages } = await apiClient.get<Schemas['MessagesResponse']>('/api/messages.php', {
        query: { member_id: memberId! },
        signal,
      });
      return messages
        .filter((message) => !message.mine && message.kind === 'text' && message.text)
        .reverse()
        .slice(0, MESSAGES_OFFERED);
    },
    enabled: memberId !== null,
    staleTime: 30_000,
  });
}
