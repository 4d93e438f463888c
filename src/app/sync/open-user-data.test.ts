import { describe, expect, it } from 'vitest';
import { databaseNameFor } from '../../db/database-name';
import { openUserDatabase, type OtherUsersCleanups } from './open-user-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Cleanups that finish only when the test says so, and record what they were asked to keep. */
function heldCleanups() {
  const databases = deferred<{ discardedWrites: number }>();
  const caches = deferred<undefined>();
  const kept: string[] = [];
  const cleanups: OtherUsersCleanups = {
    deleteOtherUsersDatabases: (keepName) => {
      kept.push(keepName);
      return databases.promise;
    },
    deleteUserDocumentCaches: async (keepUserId) => {
      kept.push(keepUserId);
      await caches.promise;
    },
  };
  return { cleanups, databases, caches, kept };
}

/** `promise`, or a failure naming what did not happen within a second. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within 1 s`)), 1_000)),
  ]);
}

describe("opening a user's database", () => {
  it("opens while another user's data is still being deleted, and counts their writes after", async () => {
    const held = heldCleanups();

    const { db, discardedWrites } = await within(
      openUserDatabase('user-1', held.cleanups),
      'the database did not open while the cleanup ran',
    );

    try {
      expect(db.isOpen()).toBe(true);
      expect(db.name).toBe(await databaseNameFor('user-1'));
      // Everything of this user is kept: their database by name, their document caches by id.
      expect(held.kept).toEqual([db.name, 'user-1']);
      let counted: number | null = null;
      void discardedWrites.then((count) => (counted = count));
      held.databases.resolve({ discardedWrites: 3 });
      await Promise.resolve();
      expect(counted, 'counted before the document caches are deleted').toBeNull();
      held.caches.resolve(undefined);
      expect(await discardedWrites).toBe(3);
    } finally {
      db.close();
    }
  });

  it('keeps a failed cleanup for whoever takes the opening, leaving no unhandled rejection meanwhile', async () => {
    const held = heldCleanups();
    const failure = new Error('the cache storage refused');

    const { db, discardedWrites } = await openUserDatabase('user-2', held.cleanups);
    held.databases.resolve({ discardedWrites: 0 });
    held.caches.reject(failure);
    // Nobody has taken the opening yet (an early opening waits for the shell): Vitest fails the run on
    // a rejection left unhandled past this.
    await new Promise((resolve) => setTimeout(resolve, 20));

    try {
      expect(db.isOpen()).toBe(true);
      await expect(discardedWrites).rejects.toBe(failure);
    } finally {
      db.close();
    }
  });
});
