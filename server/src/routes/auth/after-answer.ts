/**
 * Work that must not make an answer wait: the account flows answer the same generic message whatever
 * the address, and the work that depends on the address (looking it up, issuing a token, creating an
 * account, mailing) runs after the answer has been written, so the answer's timing reveals nothing.
 *
 * Guarantees:
 * - a task starts after its request's answer is finished (or its connection closed), never before;
 * - a task's failure is logged, never thrown at anyone (the client already has its answer);
 * - `settle()` starts any task whose answer never finished and resolves when every task scheduled so
 *   far has ended: the app's `onClose` calls it before the database closes, tests call it before
 *   reading what a task wrote (a mail, an account).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/** The part of a reply the work waits on: its raw response, whatever the route's type provider. */
export type AnsweringReply = Pick<FastifyReply, 'raw'>;

export interface AfterAnswerWork {
  /** Runs `task` once the answer of `reply` is finished. */
  schedule(reply: AnsweringReply, description: string, task: () => Promise<void>): void;
  /** Resolves when every task scheduled so far has ended. */
  settle(): Promise<void>;
}

/** Keyed by the app's server, which the root app and every encapsulated plugin instance share. */
const workOfServer = new WeakMap<object, AfterAnswerWork>();

function createAfterAnswerWork(log: FastifyBaseLogger): AfterAnswerWork {
  const pending = new Set<Promise<void>>();
  const notStarted = new Set<() => void>();

  return {
    schedule(reply, description, task) {
      let start!: () => void;
      const started = new Promise<void>((resolve) => {
        start = () => {
          notStarted.delete(start);
          resolve();
        };
      });
      notStarted.add(start);
      const run = started
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${description} failed after the answer`))
        .finally(() => pending.delete(run));
      pending.add(run);
      // 'finish': the answer is written; 'close': the connection ended first. Either starts the task,
      // in a macrotask of its own: whatever continues the answer's own promise chain (in-process
      // callers, the rest of the request's hooks) runs first, and a database that runs queries on the
      // event loop (PGlite) does not start the task's first query inside the answer's turn.
      const startSoon = () => setImmediate(start);
      reply.raw.once('finish', startSoon);
      reply.raw.once('close', startSoon);
    },
    async settle() {
      for (const start of [...notStarted]) start();
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/**
 * The after-answer work of `app` (the root app or any plugin instance of it: they share one), created
 * on first use. The plugin that schedules work settles it in its `onClose` hook.
 */
export function afterAnswerWork(app: FastifyInstance): AfterAnswerWork {
  let work = workOfServer.get(app.server);
  if (!work) {
    work = createAfterAnswerWork(app.log);
    workOfServer.set(app.server, work);
  }
  return work;
}
