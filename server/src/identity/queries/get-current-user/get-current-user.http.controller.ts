import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';

@Controller('api')
export class GetCurrentUserHttpController {
  /** `{"user": null}` for visitors; the member's User object arrives with login (identity issue). */
  @Get('user.php')
  @Header('Cache-Control', 'no-store')
  currentUser(@Req() request: Request) {
    if (!request.isAuthenticated?.()) return { user: null };
    return { user: null };
  }
}
