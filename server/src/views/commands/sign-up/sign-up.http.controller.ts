import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { SignupCommand, SignupRequestDto } from '../../../identity/identity.contracts';
import { ListRegionsQuery } from '../../../profiles/profiles.contracts';
import { normaliseHost } from '../../../site/site.contracts';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { logIn } from '../../../shared/http/member-login';
import { UserAnswer } from '../../queries/get-current-user/user.response';
import { QueryFlag } from '../../../shared/http/query-flag';

const SIGNUPS_PER_IP = { name: 'signup', max: 30, windowSeconds: 60 * 60 };
const VALIDATIONS_PER_IP = { name: 'signup-validate', max: 300, windowSeconds: 60 * 60 };

/** POST /api/signup.php: identity signs the visitor up; the answer is the new member's `user` object. */
@Controller('api')
export class SignUpHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post('signup.php')
  async signup(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: SignupRequestDto,
    @QueryFlag('validate') validateOnly: boolean,
    @RequestLocale() locale: Locale,
  ): Promise<UserAnswer | { ok: true }> {
    await this.rateLimiter.consume(
      validateOnly ? VALIDATIONS_PER_IP : SIGNUPS_PER_IP,
      request.ip ?? 'unknown',
    );
    const domain = normaliseHost(request.hostname);
    // Regions are profiles' reference data: identity checks region_id against those of the country.
    const regions =
      body.region_id === undefined
        ? []
        : await this.queryBus.execute(new ListRegionsQuery(body.country?.toUpperCase()));
    const result = await this.commandBus.execute(
      new SignupCommand(
        domain,
        body,
        validateOnly,
        locale,
        regions.map((region) => region.id),
      ),
    );
    if (!result) {
      response.status(200);
      return { ok: true };
    }
    await logIn(request, { id: result.accountId, siteId: result.siteId, language: body.language, epoch: 0 });
    response.status(201);
    return { user: await this.queryBus.execute(new GetCurrentUserQuery(result.accountId)) };
  }
}
