import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from './database/account.entity';
import { GetAccountStatsHandler } from './queries/get-account-stats/get-account-stats.handler';
import { GetCurrentUserHttpController } from './queries/get-current-user/get-current-user.http.controller';
import { MemberSessionSerializer } from './session/member-session.serializer';

/** Accounts and sessions (signup, login and the rest arrive with the identity issue). */
@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([AccountEntity])],
  controllers: [GetCurrentUserHttpController],
  providers: [MemberSessionSerializer, GetAccountStatsHandler],
})
export class IdentityModule {}
