import { Body, Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OkResponse } from '../../../shared/http/ok.response';
import type { Request } from 'express';
import { normaliseHost } from '../../../site/site.contracts';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { ResetPasswordRequestDto } from './request-password-reset.request.dto';
import { PostAction } from '../../../shared/http/post-action.decorator';

@Controller('api')
export class RequestPasswordResetHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('reset-password.php')
  async requestReset(@Req() request: Request, @Body() body: ResetPasswordRequestDto): Promise<OkResponse> {
    await this.commandBus.execute(
      new RequestPasswordResetCommand(normaliseHost(request.hostname), body.email, request.ip ?? 'unknown'),
    );
    return { ok: true };
  }
}
