/**
 * Live reads of the documents area from the local database (one hook per question; `undefined`
 * while loading), the file of a document still waiting in the outbox, and the bin, which is read
 * online because sync delivers binned documents as tombstones.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../api/api-client-context';
import { ApiError } from '../../api/api-error';
import type { DeletedDocument } from '../../api/contract/documents';
import { listDeletedDocuments } from '../../api/documents/list-deleted-documents';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { recordRef } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';

export type FolderRow = LocalRow<'folders'>;
export type DocumentRow = LocalRow<'documents'>;

/** Whose documents a screen shows: organisations (null: all the user sees), or one device. */
export type LibraryScope =
  { kind: 'organisations'; organisationIds: readonly string[] | null } | { kind: 'device'; deviceId: string };

export interface Library {
  /** The organisation-wide folders (organisations) or the device's own folders (device). */
  folders: FolderRow[];
  documents: DocumentRow[];
}

export async function loadLibrary(db: PortalDatabase, scope: LibraryScope): Promise<Library> {
  if (scope.kind === 'device') {
    const [folders, documents] = await Promise.all([
      db.records('folders').where('serviceObjectId').equals(scope.deviceId).toArray(),
      db.records('documents').where('serviceObjectId').equals(scope.deviceId).toArray(),
    ]);
    return { folders, documents };
  }
  const ids = scope.organisationIds;
  const [folders, documents] = await Promise.all([
    ids
      ? db
          .records('folders')
          .where('organisationId')
          .anyOf([...ids])
          .toArray()
      : db.records('folders').toArray(),
    ids
      ? db
          .records('documents')
          .where('organisationId')
          .anyOf([...ids])
          .toArray()
      : db.records('documents').toArray(),
  ]);
  return {
    // A device's folders belong on the device's screen; the organisation tree holds its own.
    folders: folders.filter((folder) => folder.serviceObjectId === null),
    // Message attachments are shown with their message on the tasks screen.
    documents: documents.filter((document) => document.inboundMessageId === null),
  };
}

export function useLibrary(scope: LibraryScope): Library | undefined {
  const db = useDatabase();
  const key =
    scope.kind === 'device' ? `device:${scope.deviceId}` : (scope.organisationIds?.join(',') ?? '*');
  // `key` stands for the scope's content, so a new but equal scope object does not re-query.
  return useLiveQuery(() => loadLibrary(db, scope), [db, key]);
}

/**
 * The file of a document whose upload still waits in the outbox, so a document added offline can be
 * looked at before the server has it; null when no waiting upload holds it.
 */
export async function pendingFileOf(db: PortalDatabase, documentId: string): Promise<Blob | null> {
  const entries = await db.outbox.where('refs').equals(recordRef('documents', documentId)).toArray();
  for (const entry of entries) {
    const ids = entry.request.fields?.documentIds;
    const files = entry.request.files;
    if (!ids || !files) continue;
    const index = (JSON.parse(ids) as string[]).indexOf(documentId);
    const file = index >= 0 ? files[index] : undefined;
    if (file) return file.blob.type ? file.blob : new Blob([file.blob], { type: file.type });
  }
  return null;
}

/** The device a device's documents screen is about; null when it is not on this device (or gone). */
export function useDeviceSummary(
  deviceId: string,
): { id: string; organisationId: string; number: string; name: string } | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const device = await db.records('serviceObjects').get(deviceId);
    return device
      ? { id: device.id, organisationId: device.organisationId, number: device.number, name: device.name }
      : null;
  }, [db, deviceId]);
}

export type BinState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'success'; documents: DeletedDocument[] };

/** The bin, fetched when the hook mounts and on `reload()`. */
export function useDocumentBin(filter: { organisationId?: string; serviceObjectId?: string }): {
  state: BinState;
  reload: () => void;
} {
  const client = useApiClient();
  const [state, setState] = useState<BinState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { organisationId, serviceObjectId } = filter;
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    listDeletedDocuments(client, { organisationId, serviceObjectId }).then(
      (documents) => {
        if (isCurrent) setState({ status: 'success', documents });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.kind === 'network') setState({ status: 'offline' });
        else
          setState({ status: 'error', message: error instanceof ApiError ? error.message : String(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, organisationId, serviceObjectId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
