/**
 * Folders (a tree per organisation, optionally per service object) and documents. A document is a
 * stored file (`storage_key` behind the file-store interface) linked to at most a folder and to the
 * order, offer, service object or inbound message it belongs to. `deleted_at` doubles as the bin
 * (`documents/restore`).
 */
import { bigint, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { offers } from './offers';
import { orders } from './orders';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { syncColumns, syncIndexes } from './columns';
import { inboundMessages } from './tasks';
import { users } from './users-roles';

export const folders = pgTable(
  'folders',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id),
    serviceObjectId: uuid('service_object_id').references(() => serviceObjects.id),
    name: text('name').notNull(),
  },
  (t) => [
    ...syncIndexes('folders', t),
    index('folders_parent_idx').on(t.parentId),
    index('folders_service_object_idx').on(t.serviceObjectId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    folderId: uuid('folder_id').references(() => folders.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    offerId: uuid('offer_id').references(() => offers.id),
    serviceObjectId: uuid('service_object_id').references(() => serviceObjects.id),
    inboundMessageId: uuid('inbound_message_id').references(() => inboundMessages.id),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
  },
  (t) => [
    ...syncIndexes('documents', t),
    index('documents_folder_idx').on(t.folderId),
    index('documents_order_idx').on(t.orderId),
    index('documents_offer_idx').on(t.offerId),
    index('documents_service_object_idx').on(t.serviceObjectId),
    index('documents_inbound_message_idx').on(t.inboundMessageId),
  ],
);
