import { Module } from '@nestjs/common';
import { BlockMemberHttpController } from './commands/block-member/block-member.http.controller';
import { ConfirmEmailChangeHttpController } from './commands/confirm-email-change/confirm-email-change.http.controller';
import { LogInHttpController } from './commands/log-in/log-in.http.controller';
import { SignUpHttpController } from './commands/sign-up/sign-up.http.controller';
import { UpdateAccountHttpController } from './commands/update-account/update-account.http.controller';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { GetCurrentUserHttpController } from './queries/get-current-user/get-current-user.http.controller';

/**
 * Answers that combine modules (the `user` object: identity's account, profiles' summary, billing's
 * balance; blocking, which asks messaging about a conversation), above every module they read, so no
 * module has to ask one above it.
 */
@Module({
  controllers: [
    GetCurrentUserHttpController,
    LogInHttpController,
    UpdateAccountHttpController,
    SignUpHttpController,
    ConfirmEmailChangeHttpController,
    BlockMemberHttpController,
  ],
  providers: [GetCurrentUserHandler],
})
export class ViewsModule {}
