import { Controller, Header, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError } from '../../../../shared/errors/api-error';
import { AcceptsBody } from '../../../../shared/http/accepts-body.decorator';
import { GetNoStore } from '../../../../shared/http/get-no-store.decorator';
import { PostAction } from '../../../../shared/http/post-action.decorator';
import { SkipCsrf } from '../../../../shared/http/skip-csrf.decorator';
import { renderUnsubscribePage } from './unsubscribe.page';
import { CheckUnsubscribeTokenQuery, UnsubscribeCommand } from './unsubscribe.command';

const invalidLink = () =>
  ApiError.badRequest('invalid_unsubscribe_link', 'notificationPrefs.invalid_unsubscribe_link');

/**
 * The one-click unsubscribe of notification mails (RFC 8058): `POST ?t=` (what the mail client sends,
 * `List-Unsubscribe=One-Click`) switches the type off without a login; `GET ?t=` (the link opened in a
 * browser) shows a page whose button makes that POST.
 */
@Controller('api')
export class UnsubscribeHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @GetNoStore('unsubscribe.php')
  @ApiProduces('text/html')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(@Query('t') token: unknown): Promise<string> {
    const target = await this.queryBus.execute(new CheckUnsubscribeTokenQuery(token));
    if (!target) throw invalidLink();
    return renderUnsubscribePage({ type: target.type, language: target.language, token: token as string });
  }

  @PostAction('unsubscribe.php')
  @SkipCsrf() // a mail client's POST (or the page's form): the signed token is the authority
  @AcceptsBody('form', 'multipart', 'json')
  @ApiProduces('application/json', 'text/html')
  async unsubscribe(
    @Query('t') token: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const target = await this.commandBus.execute(new UnsubscribeCommand(token));
    if (!target) throw invalidLink();
    response.setHeader('Cache-Control', 'no-store');
    if (request.accepts(['json', 'html']) === 'html') {
      response
        .type('html')
        .send(renderUnsubscribePage({ type: target.type, language: target.language, token: null }));
      return;
    }
    response.json({ ok: true, type: target.type });
  }
}
