import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivateHttpController } from './commands/activate/activate.http.controller';
import { UserHttpController } from './commands/login/user.http.controller';
import { SignupHandler } from './commands/signup/signup.handler';
import { SignupHttpController } from './commands/signup/signup.http.controller';
import { AccountTokenEntity } from './database/account-token.entity';
import { AccountEntity } from './database/account.entity';
import { LoginThrottle } from './login/login-throttle';
import { IdentityMailer } from './mail/identity-mailer';
import { GetAccountStatsHandler } from './queries/get-account-stats/get-account-stats.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { MemberSessionSerializer } from './session/member-session.serializer';
import { AccountTokenStore } from './tokens/account-token-store';

/** Accounts, sessions, signup, activation, login, passwords, e-mail change, deletion, invisible mode. */
@Module({
  imports: [
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([AccountEntity, AccountTokenEntity]),
  ],
  controllers: [SignupHttpController, ActivateHttpController, UserHttpController],
  providers: [
    MemberSessionSerializer,
    GetAccountStatsHandler,
    GetCurrentUserHandler,
    SignupHandler,
    AccountTokenStore,
    LoginThrottle,
    IdentityMailer,
  ],
})
export class IdentityModule {}
