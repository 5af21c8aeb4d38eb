import request from 'supertest';
import { nextIp, type signUp } from './members';
import type { TestApp } from './test-app';

/** What every request answers while a service it needs is away (SPEC's wording). */
export const UNAVAILABLE = {
  error: 'service_unavailable',
  message: 'The service is temporarily unavailable, please try again in a moment.',
};

/** The member's poll and a fresh login both answer 503 `UNAVAILABLE` (and in time: a hang fails by jest's timeout). */
export async function expectPollAndLoginUnavailable(
  t: TestApp,
  member: Awaited<ReturnType<typeof signUp>>,
): Promise<void> {
  const loggedIn = await member.agent.get('/api/user.php').expect(503);
  expect(loggedIn.body).toEqual(UNAVAILABLE);
  const login = await request(t.http)
    .post('/api/user.php')
    .set('X-Request-Type', 'client')
    .set('X-Forwarded-For', nextIp())
    .send({ email: member.body.email, password: member.body.password })
    .expect(503);
  expect(login.body).toEqual(UNAVAILABLE);
}
