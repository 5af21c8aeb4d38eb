import { Body, Controller, Req } from '@nestjs/common';
import { OkResponse } from '../../../shared/http/ok.response';
import type { Request } from 'express';
import { normaliseHost } from '../../../site/site.contracts';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { ResetPasswordRequestDto } from './request-password-reset.request.dto';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
export class RequestPasswordResetHttpController extends BusController {
  @PostAction('reset-password.php')
  requestReset(@Req() request: Request, @Body() body: ResetPasswordRequestDto): Promise<OkResponse> {
    return this.done(
      new RequestPasswordResetCommand(normaliseHost(request.hostname), body.email, request.ip ?? 'unknown'),
    );
  }
}
