import type { ComplaintReason, FileComplaintInput } from '../api/complaints';

/** What the member entered: a chat partner picked, or another member's profile id (or profile link). */
export interface ComplaintDraft {
  /** a chat partner's id as the select holds it, `other` for a member typed in, '' for none yet */
  member: string;
  otherMember: string;
  /** the message picked ('' for the member in general) */
  messageId: string;
  reason: ComplaintReason | '';
  text: string;
}

export const EMPTY_DRAFT: ComplaintDraft = {
  member: '',
  otherMember: '',
  messageId: '',
  reason: '',
  text: '',
};

export const OTHER_MEMBER = 'other';

const PROFILE_ID = /^\s*#?(\d{1,10})\s*$/;
const PROFILE_LINK = /\/(?:members|likes\/m)\/(\d{1,10})(?:[/?#]|$)/;

/** A profile id typed in ("1234", "#1234") or read from a profile link (".../members/1234"); null otherwise. */
export function parseProfileRef(value: string): number | null {
  const match = PROFILE_ID.exec(value) ?? PROFILE_LINK.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The member the draft is about, or null when none is chosen (or the typed one is not an id). */
export function draftMemberId(draft: ComplaintDraft): number | null {
  if (draft.member === OTHER_MEMBER) return parseProfileRef(draft.otherMember);
  return draft.member ? Number(draft.member) : null;
}

export type DraftProblem = 'member' | 'otherMember' | 'reason' | 'text';

/** What is missing before the draft can be sent (checked again by the server). */
export function draftProblems(draft: ComplaintDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.member) problems.push('member');
  else if (draft.member === OTHER_MEMBER && draftMemberId(draft) === null) problems.push('otherMember');
  if (!draft.reason) problems.push('reason');
  if (!draft.text.trim()) problems.push('text');
  return problems;
}

/** The body of POST /api/complaints.php for a complete draft. */
export function complaintPayload(draft: ComplaintDraft): FileComplaintInput {
  const payload: FileComplaintInput = {
    member_id: draftMemberId(draft)!,
    reason: draft.reason as ComplaintReason,
    text: draft.text.trim(),
  };
  if (draft.member !== OTHER_MEMBER && draft.messageId) payload.message_id = Number(draft.messageId);
  return payload;
}
