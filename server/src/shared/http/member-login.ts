import type { Request } from 'express';
import type { SessionMember } from './current-member.decorator';

/** Starts a member session (passport regenerates the session id, which stops session fixation). */
export function logIn(request: Request, member: SessionMember): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logIn(member, (error) => (error ? reject(error) : resolve())),
  );
}

export function logOut(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logOut((error) => {
      if (error) return reject(error);
      request.session.destroy(() => resolve());
    }),
  );
}
