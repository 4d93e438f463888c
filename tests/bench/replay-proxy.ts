/**
 * A proxy in front of the bench server that can answer the sync's pages without the server: how
 * `npm run bench:sync` with BENCH_REPLAY=1 measures the browser's own share of a large first sync on a
 * machine where the server shares the browser's cores (BENCHMARKS.md).
 *
 * While `recording`, every request goes to the server, and each successful change page
 * (`GET /api/...?updatedSince=...`) is kept, by its path and query without the user context (which
 * names the caller, not the page). While `replaying`, a kept page is sent from memory with the
 * server's headers; everything else (the app, login, realtime) still goes to the server.
 *
 * Guarantees: a replayed page is byte for byte the page the server sent for the same request, so the
 * browser does exactly the work of the recorded sync; a request not seen while recording goes to the
 * server. Only for the bench: it keeps every page in memory.
 */
import http from 'node:http';
import net from 'node:net';

export interface ReplayProxy {
  url: string;
  mode: 'recording' | 'replaying';
  /** Pages answered from memory since the mode was last set. */
  readonly replayed: number;
  close(): Promise<void>;
}

interface KeptPage {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The user context (product.md §3) names the caller; the page is the same without it. */
function pageKey(url: string): string {
  return url.replace(/([?&])(authUserId|userType|companyId)=[^&]*/g, '$1');
}

function isChangePage(request: http.IncomingMessage): boolean {
  const url = request.url ?? '';
  return request.method === 'GET' && url.startsWith('/api/') && /[?&]updatedSince=/.test(url);
}

export async function startReplayProxy(serverUrl: string): Promise<ReplayProxy> {
  const target = new URL(serverUrl);
  const kept = new Map<string, KeptPage>();
  const sockets = new Set<net.Socket>();
  const state: { mode: ReplayProxy['mode']; replayed: number } = { mode: 'recording', replayed: 0 };

  const server = http.createServer((request, response) => {
    const key = pageKey(request.url ?? '/');
    const changePage = isChangePage(request);
    const page = changePage && state.mode === 'replaying' ? kept.get(key) : undefined;
    if (page) {
      state.replayed += 1;
      response.writeHead(200, page.headers);
      response.end(page.body);
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!changePage || state.mode !== 'recording' || answer.statusCode !== 200) {
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          response.write(chunk);
        });
        answer.on('end', () => {
          const headers = { ...answer.headers };
          delete headers.date;
          kept.set(key, { headers, body: Buffer.concat(chunks) });
          response.end();
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  // The realtime websocket: the upgrade request is passed on as it came, then bytes both ways.
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
      state.replayed = 0;
    },
    get replayed() {
      return state.replayed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
