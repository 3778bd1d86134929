import net from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:port, or rejects after `timeoutMs`. */
export async function waitForPort(
  port: number,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolveOpen) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolveOpen(true);
      });
      socket.once('error', () => resolveOpen(false));
    });
    if (open) return;
    if (!isAlive()) throw new Error('the process ended before it listened');
    if (Date.now() > deadline)
      throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}
