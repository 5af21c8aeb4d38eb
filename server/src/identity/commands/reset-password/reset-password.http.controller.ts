import { Body, Controller } from '@nestjs/common';
import { OkResponse } from '../../../shared/http/ok.response';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordDoRequestDto } from './reset-password.request.dto';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
export class ResetPasswordHttpController extends BusController {
  @PostAction('reset-password-do.php')
  reset(@Body() body: ResetPasswordDoRequestDto): Promise<OkResponse> {
    return this.done(new ResetPasswordCommand(body.token, body.password, body.password_confirmation));
  }
}
