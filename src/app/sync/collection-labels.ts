/** The names of the synced collections as the sync screen and the progress bar show them. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CollectionName } from '../../db/collection-tables';

export const collectionLabels: Record<CollectionName, MessageDescriptor> = {
  organisations: msg`Organisaties`,
  serviceObjects: msg`Installaties`,
  serviceObjectTypes: msg`Installatiesoorten`,
  photoTypes: msg`Fotosoorten`,
  serviceObjectPhotos: msg`Foto's van installaties`,
  serviceObjectNumbers: msg`Meterstanden`,
  serviceObjectMaterials: msg`Materialen`,
  inspections: msg`Keuringen`,
  folders: msg`Mappen`,
  documents: msg`Documenten`,
  orders: msg`Orders`,
  orderServiceObjects: msg`Installaties per order`,
  workOrders: msg`Werkbonnen`,
  checklists: msg`Checklists`,
  offers: msg`Offertes`,
  offerLines: msg`Offerteregels`,
  invoices: msg`Facturen`,
  invoiceLines: msg`Factuurregels`,
  tasks: msg`Taken`,
  inboundMessages: msg`Inkomende berichten`,
  persons: msg`Contactpersonen`,
  appointments: msg`Afspraken`,
  timelineItems: msg`Tijdlijn`,
  timelineLogs: msg`Tijdlijnnotities`,
  serviceObjectContracts: msg`Contracten`,
  contractServiceObjects: msg`Installaties per contract`,
  activityLogs: msg`Activiteitenlog`,
  refrigerantLogbookEntries: msg`Koudemiddellogboek`,
  synchronizationRuns: msg`Synchronisaties met de administratie`,
  organisationStatistics: msg`Dashboardcijfers`,
  users: msg`Gebruikers`,
  roles: msg`Rollen`,
};
