import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections get through to the target. */
  forward(): Promise<void>;
  /** Nothing listens: connecting is refused, open connections are cut. */
  refuse(): Promise<void>;
  /** Connections are accepted and never answered (a hung server or network); open ones are cut. */
  blackhole(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on its own port that a test can break, to take a service away from one app only. */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: 'forward' | 'blackhole' = 'forward';
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        if (mode === 'blackhole') return;
        const upstream = createConnection(targetPort, targetHost);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = undefined;
      cutAll();
      if (!running) return resolve();
      running.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    async forward() {
      mode = 'forward';
      if (!server) await listen(port);
    },
    async refuse() {
      await stop();
    },
    async blackhole() {
      mode = 'blackhole';
      cutAll();
      if (!server) await listen(port);
    },
    close: stop,
  };
}
