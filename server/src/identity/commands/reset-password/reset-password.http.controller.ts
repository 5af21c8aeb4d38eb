import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OkResponse } from '../../../shared/http/ok.response';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordDoRequestDto } from './reset-password.request.dto';
import { PostAction } from '../../../shared/http/post-action.decorator';

@Controller('api')
export class ResetPasswordHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('reset-password-do.php')
  async reset(@Body() body: ResetPasswordDoRequestDto): Promise<OkResponse> {
    await this.commandBus.execute(
      new ResetPasswordCommand(body.token, body.password, body.password_confirmation),
    );
    return { ok: true };
  }
}
