/** A complete logbook entry for tests: a leak check without a leak, unless `fields` say otherwise. */
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';

export function logbookEntryFixture(
  fields: Partial<RefrigerantLogbookEntry> & Pick<RefrigerantLogbookEntry, 'id' | 'serviceObjectId'>,
): RefrigerantLogbookEntry {
  const performedAt = fields.performedAt ?? '2026-03-01T10:00:00Z';
  return {
    createdAt: performedAt,
    updatedAt: performedAt,
    organisationId: '00000000-0000-7000-8000-0000000000f1',
    kind: 'leak_check',
    refrigerant: 'R410A',
    quantityKg: null,
    reason: null,
    gasOrigin: null,
    facilityName: null,
    facilityAddress: null,
    facilityCertificateNumber: null,
    leakCheckResult: fields.kind === undefined || fields.kind === 'leak_check' ? 'no_leak' : null,
    leakLocation: null,
    repairResult: null,
    detectionSystemResult: null,
    recoveryDestination: null,
    disposalMeasures: null,
    technicianName: 'Jan de Vries',
    technicianCertificateNumber: 'F-1234',
    companyName: 'Koeltechniek Van Dijk',
    companyCertificateNumber: 'B-5678',
    performedAt,
    workOrderId: null,
    correctsEntryId: null,
    notes: null,
    recordedByUserId: null,
    ...fields,
  };
}
