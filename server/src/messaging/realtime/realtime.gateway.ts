import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { MarkDeliveredCommand } from '../commands/mark-delivered/mark-delivered.command';
import { GetBlockRelationsQuery } from '../../profiles/profiles.contracts';
import { GetConversationPartnerQuery } from '../messaging.contracts';
import { epochRoom, memberRoom, RealtimeDelivery, sessionRoom } from './realtime-delivery';
import { TypingLimiter, WindowLimiter } from './typing-limiter';

/** The most message ids one `delivered` event may name. */
const MAX_DELIVERED_IDS = 50;

/** What the handshake's session check leaves on the request (passport's `user`, express-session's id). */
interface HandshakeRequest extends IncomingMessage {
  user?: { id?: unknown; epoch?: number };
  sessionID?: string;
}

/** What the gateway keeps on each socket (kept with the socket's recovery session, so plain data only). */
interface SocketData {
  memberId: number;
}

/**
 * The member's live channel (Socket.IO at /socket.io): a socket opens only with a valid member session
 * (the `kindred.sid` cookie, read from the same Redis store as HTTP) and joins its member's room, its
 * session's room and its member's room of the session's epoch; the outbox handlers beside it send to
 * those rooms. The client sends `typing`, which reaches the other member of the conversation, and
 * `delivered` for the messages its socket received, which the senders then see delivered.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly typingLimits = new WeakMap<Socket, TypingLimiter>();
  private readonly deliveredLimits = new WeakMap<Socket, WindowLimiter>();

  constructor(
    private readonly delivery: RealtimeDelivery,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  afterInit(server: Server): void {
    this.delivery.attach(server);
    // Also on a recovered connection (skipMiddlewares is off): a session that ended meanwhile stays out.
    server.use((socket, next) => {
      const request = socket.request as HandshakeRequest;
      const memberId = request.user?.id;
      if (typeof memberId !== 'number' || !Number.isSafeInteger(memberId))
        return next(new Error('authentication_required'));
      (socket.data as SocketData).memberId = memberId;
      void socket.join(memberRoom(memberId));
      void socket.join(epochRoom(memberId, request.user?.epoch ?? 0));
      if (request.sessionID) void socket.join(sessionRoom(request.sessionID));
      next();
    });
    server.on('connection', (socket: Socket) => {
      // Recovery resumes from the last event a socket received: a new socket gets one at once (`ready`,
      // through the stream), so a drop before its first real event is recovered too.
      if (!socket.recovered) server.to(socket.id).emit('ready');
    });
  }

  /** `typing {conversation_id}`: the other member of that conversation sees it; ignored past the limit. */
  @SubscribeMessage('typing')
  async typing(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<void> {
    const { memberId } = socket.data as SocketData;
    const conversationId = (body as { conversation_id?: unknown } | null)?.conversation_id;
    if (typeof conversationId !== 'number' || !Number.isSafeInteger(conversationId) || conversationId <= 0)
      return;
    let typing = this.typingLimits.get(socket);
    if (!typing) this.typingLimits.set(socket, (typing = new TypingLimiter()));
    if (!typing.allow(conversationId, Date.now())) return;
    try {
      const partner = await this.queryBus.execute(new GetConversationPartnerQuery(conversationId, memberId));
      if (partner === null) return;
      // Blocked either way, the conversation is closed: typing in it reaches nobody.
      const blocks = await this.queryBus.execute(new GetBlockRelationsQuery(memberId));
      if (blocks.blocked.includes(partner) || blocks.blockedBy.includes(partner)) return;
      // Volatile: a typing notice is worth nothing later, so recovery does not replay it.
      this.delivery.io
        .to(memberRoom(partner))
        .volatile.emit('typing', { conversation_id: conversationId, member_id: memberId });
    } catch (error) {
      this.logger.warn(`typing not relayed: ${(error as Error).message}`);
    }
  }

  /**
   * `delivered {message_ids}`: the app received these messages (up to 50 an event, 30 events in 10 s a
   * socket; past that they show delivered once the member fetches the conversation). Only messages sent
   * to the socket's member change.
   */
  @SubscribeMessage('delivered')
  async delivered(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<void> {
    const { memberId } = socket.data as SocketData;
    const ids = (body as { message_ids?: unknown } | null)?.message_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_DELIVERED_IDS) return;
    if (!ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) return;
    let limit = this.deliveredLimits.get(socket);
    if (!limit) this.deliveredLimits.set(socket, (limit = new WindowLimiter(30, 10_000)));
    if (!limit.allow(Date.now())) return;
    try {
      await this.commandBus.execute(new MarkDeliveredCommand(memberId, ids as number[]));
    } catch (error) {
      this.logger.warn(`delivered not marked: ${(error as Error).message}`);
    }
  }
}
