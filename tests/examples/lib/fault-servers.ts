/**
 * Small HTTP servers on 127.0.0.1 that misbehave the way a real network does, for
 * running the API samples against them (suites/api-samples.ts).
 */
import http from 'node:http';
import net from 'node:net';

import {freePort} from './net';

export interface FaultServer {
  base: string;
  close(): Promise<void>;
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

function closer(server: net.Server, sockets: Set<net.Socket>): () => Promise<void> {
  return () =>
    new Promise((resolveClose) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolveClose());
    });
}

export interface RateLimitedServer extends FaultServer {
  /** When each request arrived (ms since the epoch) and what it was answered. */
  requests: {at: number; status: number}[];
}

/**
 * Answers the first request `429` with `Retry-After: <seconds>` and Saturn's error body,
 * and every later request with `status` and `body` (the operation's documented success).
 */
export async function rateLimitedOnce(
  retryAfterSeconds: number,
  status: number,
  body: unknown,
): Promise<RateLimitedServer> {
  const requests: {at: number; status: number}[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    const at = Date.now();
    request.resume();
    request.on('end', () => {
      const first = requests.length === 0;
      const answer = first ? 429 : status;
      requests.push({at, status: answer});
      const headers: Record<string, string> = {'Content-Type': 'application/json'};
      if (first) headers['Retry-After'] = String(retryAfterSeconds);
      response.writeHead(answer, headers);
      response.end(JSON.stringify(first ? {error: 'Rate limit exceeded'} : body));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {base: `http://127.0.0.1:${port}`, requests, close: closer(server, sockets)};
}

export interface SilentServer extends FaultServer {
  /**
   * Each connection: when it opened, when its first request bytes arrived and when
   * the client closed it (ms since the epoch). A client may keep a socket open after
   * it gave up (Node's fetch does until its next request), so `requestAt` is what
   * marks an attempt.
   */
  connections: SilentConnection[];
}

export interface SilentConnection {
  openedAt: number;
  requestAt?: number;
  closedAt?: number;
}

/** Accepts every connection and reads the request, but never answers. */
export async function silent(): Promise<SilentServer> {
  const connections: SilentConnection[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const connection: SilentConnection = {openedAt: Date.now()};
    connections.push(connection);
    sockets.add(socket);
    socket.on('data', () => {
      connection.requestAt ??= Date.now();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      connection.closedAt = Date.now();
      sockets.delete(socket);
    });
  });
  const port = await listen(server);
  return {base: `http://127.0.0.1:${port}`, connections, close: closer(server, sockets)};
}

/** A port nothing listens on, so every connection is refused. */
export async function refused(): Promise<FaultServer> {
  const port = await freePort();
  return {base: `http://127.0.0.1:${port}`, close: async () => undefined};
}
