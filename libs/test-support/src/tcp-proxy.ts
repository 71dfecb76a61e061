import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between the application and one of its servers (PostgreSQL, Redis,
 * SMTP). Fault tests cut it to simulate an outage of that server for this application only:
 * the shared test servers are never stopped (other test files use them at the same time).
 */
export class TcpProxy {
  private readonly pairs = new Set<[Socket, Socket]>();
  private mode: 'open' | 'cut' = 'open';
  private delayMs = 0;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const holder: { proxy?: TcpProxy } = {};
    const server = createServer((client) => holder.proxy!.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.proxy = new TcpProxy(server, (server.address() as AddressInfo).port);
    return holder.proxy;
  }

  /** A proxy in front of the server of `url`; `proxiedUrl` is the same URL through the proxy. */
  static async forUrl(url: string, defaultPort: number): Promise<TcpProxy & { proxiedUrl: string }> {
    const parsed = new URL(url);
    const proxy = await TcpProxy.start({ host: parsed.hostname, port: Number(parsed.port || defaultPort) });
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return Object.assign(proxy, { proxiedUrl: parsed.toString() });
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    client.on('error', () => undefined);
    if (this.mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target.port, target.host);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const forget = (): void => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget);
    upstream.on('close', forget);
    this.pipe(client, upstream);
    this.pipe(upstream, client);
  }

  /** Forwards `from` to `to`, `delayMs` late when a latency is set. */
  private pipe(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      if (this.delayMs === 0) to.write(chunk);
      else {
        from.pause();
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
          from.resume();
        }, this.delayMs);
      }
    });
    from.on('end', () => to.end());
  }

  /** The outage: every open connection is reset, every new one refused, until `restore`. */
  cut(): void {
    this.mode = 'cut';
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  restore(): void {
    this.mode = 'open';
  }

  /** Every chunk in either direction waits `ms` (slow server, to keep requests in flight). */
  latency(ms: number): void {
    this.delayMs = ms;
  }

  get connections(): number {
    return this.pairs.size;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
