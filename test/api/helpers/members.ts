import request from 'supertest';
import type { TestApp } from './test-app';

let sequence = 0;

/** A fresh client address per call (the app trusts X-Forwarded-For from loopback), so per-IP limits stay per test. */
export function nextIp(): string {
  sequence++;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${Date.now().toString(36)}-${sequence++}@kindred.test`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    name: 'Anna',
    password: 'correct horse battery',
    date_of_birth: '1990-05-17',
    signup_message: 'Hi there!',
    gender: 'female',
    seeking: 'male',
    country: 'NL',
    city: 'Utrecht',
    ...overrides,
  };
}

/** Signs a member up through the API (on the site of `host`); the agent keeps the session cookie. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, host?: string) {
  const agent = request.agent(t.http);
  // As a browser sends the cookie only to the host that set it, every later call of the agent goes to the
  // site's host (a session counts only there).
  if (host) agent.set('Host', host);
  const body = signupBody(overrides);
  const call = agent.post('/api/signup.php').set('X-Request-Type', 'client').set('X-Forwarded-For', nextIp());
  const response = await call.send(body).expect(201);
  return { agent, body, user: response.body.user, response };
}

export async function countAccounts(t: TestApp, email: string): Promise<number> {
  const [row] = (await t.db.query('SELECT count(*)::int AS count FROM accounts WHERE email = $1', [
    email,
  ])) as [{ count: number }];
  return row.count;
}

/** A supertest agent logged in as the member through POST /api/user.php. */
export async function loggedInAgent(t: TestApp, email: string, password: string): Promise<request.Agent> {
  const agent = request.agent(t.http);
  await agent
    .post('/api/user.php')
    .set('X-Request-Type', 'client')
    .set('X-Forwarded-For', nextIp())
    .send({ email, password })
    .expect(200);
  return agent;
}

/** Saves the member's language (PUT /api/user.php): every server message to the member follows it. */
export async function saveLanguage(agent: request.Agent, language: string): Promise<void> {
  await agent.put('/api/user.php').set('X-Request-Type', 'client').send({ language }).expect(200);
}
