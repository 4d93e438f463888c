/** Test fixtures for the read caches: table versions a test moves by hand. */
import type { TableChanges } from './table-changes';

/** Table versions the test moves by hand; `following = false` is a PostgreSQL listener that is down. */
export class HandChanges implements TableChanges {
  following = true;
  settledCalls = 0;
  private readonly versions = new Map<string, number>();

  write(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  settled(): Promise<void> {
    this.settledCalls += 1;
    return Promise.resolve();
  }

  versionOf(tables: readonly string[]): string | undefined {
    return this.following ? tables.map((table) => this.versions.get(table) ?? 0).join('.') : undefined;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export function handChanges(): HandChanges {
  return new HandChanges();
}
