import { featureRenderer, type ApiHandler } from '../../../test/render-feature';
import type { MemberCard, MemberProfile, MemberResponse } from '../api/get-member';

export { json } from '../../../test/render-feature';
export type Handler = ApiHandler;

/** Renders `element` at `path` (route `pattern`) with react-query, the member translations and a fake API. */
export const renderMember = featureRenderer('member', { path: '/members/5', pattern: '/members/:id' });

const open = (id: number) => ({
  id,
  locked: false as const,
  url: `/media/5/photo-${id}.jpg`,
  thumb_url: `/media/5/photo-${id}_thumb.jpg`,
});

/** A member with three photos; `visible` of them unlocked. */
export function memberFixture(overrides: Partial<MemberProfile> = {}, visible = 1): MemberProfile {
  const photos = [11, 12, 13].map((id, index) =>
    index < visible ? open(id) : { id, locked: true as const },
  );
  return {
    id: 5,
    name: 'Anna',
    age: 29,
    gender: 'female',
    seeking: 'male',
    sexuality: 'hetero',
    country: 'NL',
    region: 'Noord-Holland',
    region_id: 8,
    city: 'Haarlem',
    fictional: false,
    main_image: {
      filename: '5/photo-11.jpg',
      thumb_filename: '5/photo-11_thumb.jpg',
      status: 'approved',
      match: '/media/5/photo-11_thumb.jpg',
    },
    photo_count: 3,
    photos,
    blocked: false,
    last_active_at: '2020-01-01T00:00:00Z', // long ago: no activity shown
    interests: [2, 1],
    hair_color: 'blonde',
    eye_color: null,
    body_type: 'slim',
    relationship_status: 'single',
    about: 'I love long walks on the beach.',
    ...overrides,
  };
}

export const relatedFixture: MemberCard[] = [
  {
    id: 7,
    name: 'Bea',
    age: 31,
    city: 'Leiden',
    region: null,
    country: 'NL',
    fictional: true,
    main_image: null,
    last_active_at: '2026-11-21T12:00:00.000Z',
  },
  {
    id: 8,
    name: 'Cleo',
    age: 27,
    city: 'Delft',
    region: null,
    country: 'NL',
    fictional: false,
    main_image: { filename: 'x.jpg', thumb_filename: 'x_t.jpg', status: 'approved', match: '/media/x_t.jpg' },
    last_active_at: '2026-11-21T12:00:00.000Z',
  },
];

export function memberResponse(
  member: MemberProfile,
  related: MemberCard[] = relatedFixture,
): MemberResponse {
  return { member, related };
}
