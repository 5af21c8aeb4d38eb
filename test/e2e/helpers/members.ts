import { expect, type APIRequestContext } from '@playwright/test';
import { randomIp } from './identity';
import { linkIn, waitForMail } from './mail';

/** GET /api/member.php as docs/api.md describes it (the parts the tests use). */
export interface MemberPhoto {
  id: number;
  locked: boolean;
  url?: string;
  thumb_url?: string;
}

export interface Member {
  id: number;
  name: string;
  age: number | null;
  city: string;
  fictional: boolean;
  photo_count: number;
  photos: MemberPhoto[];
  blocked: boolean;
}

export interface MemberCard {
  id: number;
  name: string;
  fictional: boolean;
}

export interface MemberAnswer {
  member: Member;
  related: MemberCard[];
}

/** The seed creates this many demo members (SEED_MEMBERS in serve-e2e.js); ids start at 1. */
const SEEDED_IDS = Array.from({ length: 40 }, (_, index) => index + 1);

/** A member's page data as `request` (a visitor, or the member it is logged in as) sees it; null: 404. */
export async function memberAs(request: APIRequestContext, id: number): Promise<MemberAnswer | null> {
  const response = await request.get(`/api/member.php?id=${id}`);
  if (response.status() === 404) return null;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MemberAnswer;
}

/** The first seeded member (by id) that `test` accepts, as a visitor sees it. */
export async function findSeededMember(
  request: APIRequestContext,
  test: (member: Member) => boolean,
): Promise<MemberAnswer> {
  for (const id of SEEDED_IDS) {
    const answer = await memberAs(request, id);
    if (answer && test(answer.member)) return answer;
  }
  throw new Error('no seeded member fits the test (is the e2e database seeded?)');
}

/** The id and name of the member `request` is logged in as. */
export async function whoAmI(
  request: APIRequestContext,
): Promise<{ id: number; name: string; email: string }> {
  const response = await request.get('/api/user.php');
  const { user } = (await response.json()) as {
    user: { id: number; email: string; profile: { id: number; name: string } } | null;
  };
  if (!user) throw new Error('not logged in');
  return { id: user.profile.id, name: user.profile.name, email: user.email };
}

/** Follows the activation link the signup mailed to `email`: the profile becomes visible to others. */
export async function activateViaMail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, { link: '/api/activate.php' });
  const response = await request.get(linkIn(mail, '/api/activate.php'), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/activate\/done$/);
}

/** The demo members of the seed (db/seeds): member0001@demo.kindred.local … with one password. */
const DEMO_MEMBER_PASSWORD = 'kindred-member-2026';
const demoMemberEmail = (index: number) => `member${String(index).padStart(4, '0')}@demo.kindred.local`;

/**
 * Logs `request` in as a seeded premium (paid) demo member, who sees every photo: the tests compare
 * what a free member's page holds with the photo addresses only such a member gets.
 */
export async function logInAsSeededPremium(request: APIRequestContext): Promise<void> {
  for (let index = 1; index <= 40; index++) {
    const response = await request.post('/api/user.php', {
      headers: { 'X-Request-Type': 'client', 'X-Forwarded-For': randomIp() },
      data: { email: demoMemberEmail(index), password: DEMO_MEMBER_PASSWORD },
    });
    if (response.status() !== 200) continue;
    const { user } = (await response.json()) as { user: { paid_user: boolean } };
    if (user.paid_user) return;
    await request.get('/api/logout.php', { headers: { 'X-Request-Type': 'client' } });
  }
  throw new Error('no seeded premium member found');
}
