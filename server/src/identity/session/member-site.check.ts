import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSiteSettingsQuery, requestHost } from '../../site/site.contracts';
import type { LoggedInMember } from '../identity.contracts';

type Next = (error?: unknown) => void;

/**
 * A member's session counts only on the host of their own site. One install serves several sites, each
 * looked up by the request's Host; a browser sends the session cookie only to the host that set it, so a
 * session arriving with another site's Host (or an unknown one, which is the default site's) is a replay
 * outside its browser: that request is a visitor's (member calls answer 403 authentication_required, a
 * socket is refused). The session itself is left as it is, so it goes on working on its own host.
 * See docs/decisions.md, "A session belongs to its site".
 */
@Injectable()
export class MemberSiteCheck {
  constructor(private readonly queryBus: QueryBus) {}

  /** Runs right after passport's session (HTTP and the Socket.IO handshake alike). */
  readonly middleware = (request: IncomingMessage, _response: ServerResponse, next: Next): void => {
    const withUser = request as IncomingMessage & { user?: LoggedInMember };
    const member = withUser.user;
    if (!member) return next();
    this.queryBus.execute(new GetSiteSettingsQuery(requestHost(request))).then((site) => {
      if (site.id !== member.siteId) withUser.user = undefined;
      next();
    }, next);
  };
}
