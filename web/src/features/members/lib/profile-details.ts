import type { MemberProfile } from '../api/get-member';

/** The details of a profile shown as a list, in this order (each only when the server sent it). */
export const DETAIL_FIELDS = ['relationship_status', 'body_type', 'hair_color', 'eye_color'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Details described with an adjective that follows the member's gender in some languages. */
const GENDERED: ReadonlySet<DetailField> = new Set(['relationship_status', 'body_type']);

export interface Detail {
  field: DetailField;
  value: string;
  /** The i18next context for the label of the value (`female` picks the `_female` key). */
  context?: 'female';
}

export function presentDetails(member: Pick<MemberProfile, DetailField | 'gender'>): Detail[] {
  const details: Detail[] = [];
  for (const field of DETAIL_FIELDS) {
    const value = member[field];
    if (typeof value !== 'string' || !value) continue;
    const female = GENDERED.has(field) && member.gender === 'female';
    details.push(female ? { field, value, context: 'female' } : { field, value });
  }
  return details;
}

export interface InterestLabel {
  id: number;
  name: string;
}

/** The names of a member's interests, in the member's order; ids the list does not know are left out. */
export function interestNames(
  ids: readonly number[] | undefined,
  interests: readonly InterestLabel[],
): string[] {
  if (!ids?.length) return [];
  const byId = new Map(interests.map((interest) => [interest.id, interest.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name ? [name] : [];
  });
}

/** The about text, or null when there is none worth showing. */
export function aboutOf(member: Pick<MemberProfile, 'about'>): string | null {
  const text = member.about?.trim();
  return text ? text : null;
}
