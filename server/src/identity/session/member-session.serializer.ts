import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionMember } from '../identity.contracts';

/** Only the account id lives in the session; everything else is read fresh on each request. */
@Injectable()
export class MemberSessionSerializer extends PassportSerializer {
  serializeUser(member: SessionMember, done: (error: Error | null, id?: number) => void): void {
    done(null, member.id);
  }

  deserializeUser(id: number, done: (error: Error | null, member?: SessionMember) => void): void {
    done(null, { id });
  }
}
