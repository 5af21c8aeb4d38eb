import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionMember } from '../identity.contracts';

/** The session holds the account id and language (for translated errors); the rest is read fresh. */
@Injectable()
export class MemberSessionSerializer extends PassportSerializer {
  serializeUser(member: SessionMember, done: (error: Error | null, stored?: SessionMember) => void): void {
    done(null, { id: member.id, language: member.language });
  }

  deserializeUser(stored: SessionMember, done: (error: Error | null, member?: SessionMember) => void): void {
    done(null, { id: stored.id, language: stored.language });
  }
}
