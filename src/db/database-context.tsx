/**
 * The signed-in user's local database, for the screens' live queries. Provided by the app shell
 * once the database is open (and other users' data is gone), so below it `useDatabase()` always
 * answers.
 */
import { createContext, useContext } from 'react';
import type { PortalDatabase } from './portal-database';

export const DatabaseContext = createContext<PortalDatabase | null>(null);

export function useDatabase(): PortalDatabase {
  const database = useContext(DatabaseContext);
  if (!database) throw new Error('useDatabase() needs the DatabaseContext of the signed-in shell');
  return database;
}
