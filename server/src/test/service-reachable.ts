/**
 * Whether a service the tests would use (Redis, say) accepts TCP connections at `url`'s host and
 * port within a second: tests that need it are skipped, and say so, when it does not.
 */
import { connect } from 'node:net';

export function isServiceReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const answer = (isAnswering: boolean) => {
      socket.destroy();
      done(isAnswering);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}
