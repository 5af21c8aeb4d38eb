import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OkResponse } from '../../../shared/http/ok.response';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordDoRequestDto } from './reset-password.request.dto';

@Controller('api')
export class ResetPasswordHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('reset-password-do.php')
  @HttpCode(200)
  async reset(@Body() body: ResetPasswordDoRequestDto): Promise<OkResponse> {
    await this.commandBus.execute(
      new ResetPasswordCommand(body.token, body.password, body.password_confirmation),
    );
    return { ok: true };
  }
}
