/** A fresh local database on its own fake IndexedDB, for tests of the db layer and above. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { PortalDatabase, type SchemaVersion, schemaVersions } from './portal-database';

export function freshDatabase(
  name = 'portal-test',
  versions: readonly SchemaVersion[] = schemaVersions,
  factory: IDBFactory = new IDBFactory(),
): PortalDatabase {
  return new PortalDatabase(name, { indexedDB: factory, IDBKeyRange }, versions);
}
