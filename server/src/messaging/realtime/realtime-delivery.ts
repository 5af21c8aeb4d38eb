import { Inject, Injectable } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import type { Server } from 'socket.io';
import { Adapter, MessageType } from 'socket.io-adapter';
import { AppConfigService } from '../../shared/config/app-config.service';
import { REDIS } from '../../shared/redis/redis.module';
import type { OutboxDelivery } from '../../shared/outbox/outbox-handler';

/** The room of every socket of one member (all their tabs, on every instance). */
export function memberRoom(memberId: number): string {
  return `member:${memberId}`;
}

/** The room of a member's sockets under sessions of one epoch (a password change ends older ones). */
export function epochRoom(memberId: number, epoch: number): string {
  return `member:${memberId}:epoch:${epoch}`;
}

/** How many epochs back a new epoch closes sockets of (an epoch goes up by one at a time). */
const STALE_EPOCHS = 5;

/** The rooms of a member's sockets from before `epoch`. */
export function staleEpochRooms(memberId: number, epoch: number): string[] {
  const rooms: string[] = [];
  for (let older = Math.max(0, epoch - STALE_EPOCHS); older < epoch; older++)
    rooms.push(epochRoom(memberId, older));
  return rooms;
}

/** The room of the sockets opened under one session (what a logout ends). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** The server → client events (docs/api.md, "Real time"). */
export interface RealtimeEvents {
  message: { conversation_id: number; message: unknown };
  read: { conversation_id: number; reader_id: number; up_to: number };
  delivered: { conversation_id: number; message_ids: number[] };
  typing: { conversation_id: number; member_id: number };
  like: { member_id: number };
  match: { member_id: number };
}

/** What the gateway keeps of a delivery once it is out: a retry of the same event sends nothing again. */
const SENT_MARK_TTL_SECONDS = 24 * 60 * 60;

const EVENT_PACKET = 2; // socket.io-parser's PacketType.EVENT

interface ClusterInternals {
  publishAndReturnOffset(message: {
    type: MessageType;
    data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: object } };
  }): Promise<string>;
  addOffsetIfNecessary(packet: unknown, opts: unknown, offset: string): void;
}

/**
 * Sends events to members' rooms on every instance, for the outbox handlers. Unlike `server.to().emit()`,
 * which drops a broadcast whose publish failed without a word, `toMember` answers only once the event is
 * in the Redis stream (then every instance delivers it, and a socket that reconnects within the recovery
 * window gets it), and throws otherwise, so the outbox retries the delivery. Each send is marked done per
 * event id and room, so a retried delivery (say its second send failed) does not repeat the first.
 */
@Injectable()
export class RealtimeDelivery {
  private server?: Server;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClientType,
    config: AppConfigService,
  ) {
    this.prefix = config.get('REDIS_PREFIX');
  }

  /** The gateway's server, once it is up. */
  attach(server: Server): void {
    this.server = server;
  }

  get io(): Server {
    if (!this.server) throw new Error('The real-time gateway is not running');
    return this.server;
  }

  /**
   * Sends `event` to every socket of `memberId`, once per outbox delivery's event id: a repeated run of the
   * delivery looks for the mark of the first (a first run has nothing to look for).
   */
  async toMember<E extends keyof RealtimeEvents>(
    { eventId, firstRun }: Pick<OutboxDelivery, 'eventId' | 'firstRun'>,
    memberId: number,
    event: E,
    payload: RealtimeEvents[E],
  ): Promise<void> {
    const room = memberRoom(memberId);
    const mark = `${this.prefix}:rt:sent:${eventId}:${event}:${room}`;
    if (!firstRun && (await this.redis.exists(mark))) return;
    await this.broadcast(room, event, payload);
    // Lost only when Redis fails right now; the delivery is then done anyway (the send went out).
    await this.redis.set(mark, '1', { EX: SENT_MARK_TTL_SECONDS }).catch(() => undefined);
  }

  /** Ends the sockets in these rooms (a deleted member's, a logged-out session's), on every instance. */
  disconnect(rooms: string | string[]): void {
    if (rooms.length) this.server?.in(rooms).disconnectSockets(true);
  }

  private async broadcast(room: string, event: string, payload: unknown): Promise<void> {
    const adapter = this.io.of('/').adapter as Adapter & Partial<ClusterInternals>;
    const packet = { type: EVENT_PACKET, data: [event, payload], nsp: '/' };
    const opts = { rooms: new Set([room]), except: new Set<string>(), flags: {} };
    if (adapter.publishAndReturnOffset && adapter.addOffsetIfNecessary) {
      const offset = await adapter.publishAndReturnOffset({
        type: MessageType.BROADCAST,
        data: { packet, opts: { rooms: [room], except: [], flags: {} } },
      });
      adapter.addOffsetIfNecessary(packet, opts, offset);
    }
    // The sockets on this instance (the stream's entry is for the others and for recovery).
    Adapter.prototype.broadcast.call(adapter, packet as never, opts);
  }
}
