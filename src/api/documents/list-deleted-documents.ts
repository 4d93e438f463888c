/**
 * `GET /api/documents/deleted`: the bin of an organisation or a device, newest deletion first. Not a
 * synced collection (sync delivers a binned document as a tombstone, without its fields), so the bin
 * view asks for it when it opens; offline this throws a network `ApiError` and the view says it needs
 * a connection.
 */
import type { ApiClient } from '../api-client';
import { listEnvelope } from '../contract/common';
import { DeletedDocument } from '../contract/documents';

const DeletedDocumentList = listEnvelope(DeletedDocument);

export interface DeletedDocumentsFilter {
  organisationId?: string;
  serviceObjectId?: string;
}

export async function listDeletedDocuments(
  client: ApiClient,
  filter: DeletedDocumentsFilter,
): Promise<DeletedDocument[]> {
  const answer = await client.request({
    method: 'get',
    path: 'documents/deleted',
    searchParams: {
      perPage: 100,
      ...(filter.organisationId ? { organizationId: filter.organisationId } : {}),
      ...(filter.serviceObjectId ? { serviceobjectid: filter.serviceObjectId } : {}),
    },
    schema: DeletedDocumentList,
  });
  return answer.data;
}
