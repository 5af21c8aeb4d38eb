import type { Test } from 'supertest';
import { signUp } from './members';
import type { TestApp } from './test-app';

export type Call = (method: 'get' | 'post', path: string, body?: object) => Test;

/**
 * Signs up enabled members on the site `domain`, each with a call that sends the site's Host and the
 * client header; a site of its own keeps a test's suggestions free of other tests' members.
 */
export async function enabledMembersOn(
  t: TestApp,
  domain: string,
  people: Record<string, unknown>[],
): Promise<{ id: number; call: Call }[]> {
  const members: { id: number; call: Call }[] = [];
  for (const overrides of people) {
    const member = await signUp(t, overrides, domain);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    const call: Call = (method, path, body) =>
      member.agent[method](path).set('Host', domain).set('X-Request-Type', 'client').send(body);
    members.push({ id: member.user.id as number, call });
  }
  return members;
}
