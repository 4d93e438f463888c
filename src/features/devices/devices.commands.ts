/**
 * Device writes as commands: the memo, photos, the device type and F-gas logbook entries. Each stores
 * its local change and its outbox entry in one transaction (`runLocalCommand`), so the change shows at
 * once, marked pending, and is sent once with its Idempotency-Key when there is a connection.
 *
 * Why each local change is safe when two offline devices make it:
 * - a memo note is sent as the note (`memo/add`), not as the whole memo: the server appends it to the
 *   memo it holds then, so notes from two technicians both survive; the local patch only previews it;
 * - a memo edit and a type change are patches of one field: the last one the server receives wins,
 *   and a pulled record keeps its other fields with the patch laid over until then;
 * - photos are new records with ids made here (`add` semantics), so they never collide; their files
 *   wait in IndexedDB as blobs inside the outbox entry until the server has them;
 * - logbook entries are new records with ids made here, and the logbook is append-only (a correction
 *   is one more entry naming the one it corrects), so two technicians' entries both survive in any
 *   order; the device facts they imply (refrigerant, charge, decommissioning) are a preview of what
 *   the server derives from the whole logbook it holds when each entry arrives, by the same rule.
 */
import {
  appendMemoNote,
  type AddServiceObjectMemoBody,
  type ServiceObjectPhoto,
  type ServiceObjectPhotoUploadItem,
  type UpdateServiceObjectMemoBody,
} from '../../api/contract/service-objects';
import type { CreateLogbookEntryBody, RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import type { OutboxEffect, OutboxEntry } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import { canonicalRefrigerantCode, refrigerantCo2eq } from '../../lib/fgas';
import { deviceFactsFromLogbook } from '../../lib/fgas-duties';
import { uuidv7 } from '../../lib/uuid';
import type { RowCommandState } from '../../sync/command-state';
import { runLocalCommand } from '../../sync/local-command';
import { loadDeviceRows, type DeviceRow } from './devices.queries';
import type { PreparedPhoto } from './photo-resize';
import { dutchDay } from '../../lib/dutch-day';

const addPhotosCommand = 'addDevicePhotos';
const addLogbookEntryCommand = 'addLogbookEntry';

function devicePath(deviceId: string): string {
  return `serviceobjects/${encodeURIComponent(deviceId)}`;
}

/**
 * Adds a dated note to the device's memo (`POST serviceobjects/{id}/memo/add`). The note shows at once
 * below the memo this device holds; the server's answer replaces it with the memo as stored.
 */
export async function addDeviceMemoNote(
  db: PortalDatabase,
  author: { id: string; name: string },
  device: Pick<DeviceRow, 'id' | 'memo'>,
  text: string,
  summary: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const body: AddServiceObjectMemoBody = { text: text.trim() };
  const memo = appendMemoNote(device.memo, {
    date: dutchDay(now),
    author: author.name,
    text: body.text,
  });
  return runLocalCommand(db, author.id, {
    command: 'addDeviceMemoNote',
    summary,
    request: { method: 'post', path: `${devicePath(device.id)}/memo/add`, json: body },
    effects: [
      {
        collection: 'serviceObjects',
        id: device.id,
        change: { kind: 'patch', patch: { memo, updatedAt: now.toISOString() } },
      },
    ],
  });
}

/** Replaces the device's memo (`PUT serviceobjects/{id}/memo/update`); an empty text clears it. */
export async function updateDeviceMemo(
  db: PortalDatabase,
  userId: string,
  deviceId: string,
  memo: string,
  summary: string,
): Promise<OutboxEntry> {
  const body: UpdateServiceObjectMemoBody = { memo: memo.trim() };
  return runLocalCommand(db, userId, {
    command: 'updateDeviceMemo',
    summary,
    request: { method: 'put', path: `${devicePath(deviceId)}/memo/update`, json: body },
    effects: [
      {
        collection: 'serviceObjects',
        id: deviceId,
        change: { kind: 'patch', patch: { memo: body.memo || null, updatedAt: new Date().toISOString() } },
      },
    ],
  });
}

/** Changes the device type (`PUT serviceobjects/{id}/type/{typeId}`). */
export async function changeDeviceType(
  db: PortalDatabase,
  userId: string,
  deviceId: string,
  typeId: string,
  summary: string,
): Promise<OutboxEntry> {
  return runLocalCommand(db, userId, {
    command: 'changeDeviceType',
    summary,
    request: { method: 'put', path: `${devicePath(deviceId)}/type/${encodeURIComponent(typeId)}` },
    effects: [
      {
        collection: 'serviceObjects',
        id: deviceId,
        change: { kind: 'patch', patch: { typeId, updatedAt: new Date().toISOString() } },
      },
    ],
  });
}

/**
 * Adds photos of one photo type to a device (`POST serviceobjects/{id}/photos`, multipart), already
 * prepared by `prepareDevicePhoto` (within the limits of product.md §7). The photo records show at
 * once, marked pending; `pendingPhotoBlobs` finds their images in the outbox until they are sent.
 */
export async function addDevicePhotos(
  db: PortalDatabase,
  userId: string,
  device: Pick<DeviceRow, 'id' | 'organisationId'>,
  photoTypeId: string,
  photos: readonly PreparedPhoto[],
  summary: string,
): Promise<ServiceObjectPhoto[]> {
  const now = new Date().toISOString();
  const records: ServiceObjectPhoto[] = photos.map((photo) => ({
    id: uuidv7(),
    organisationId: device.organisationId,
    serviceObjectId: device.id,
    photoTypeId,
    fileName: photo.name,
    contentType: photo.type,
    sizeBytes: photo.blob.size,
    uploadedByUserId: userId,
    createdAt: now,
    updatedAt: now,
  }));
  const items: ServiceObjectPhotoUploadItem[] = records.map((record) => ({ id: record.id, photoTypeId }));
  await runLocalCommand(db, userId, {
    command: addPhotosCommand,
    summary,
    request: {
      method: 'post',
      path: `${devicePath(device.id)}/photos`,
      fields: { photos: JSON.stringify(items) },
      files: photos.map((photo) => ({
        field: 'files[]',
        name: photo.name,
        type: photo.type,
        blob: photo.blob,
      })),
    },
    effects: records.map((record) => ({
      collection: 'serviceObjectPhotos',
      id: record.id,
      change: { kind: 'put', record },
    })),
  });
  return records;
}

/**
 * Writes one F-gas logbook entry (`POST serviceobjects/{id}/logbook`), already checked with
 * `logbookEntryProblems`. The entry shows at once in the device's logbook, marked pending, and the
 * device takes the facts `deviceFactsFromLogbook` reads from its logbook with the new entry (only
 * those it names and that differ), so the charge, CO2-equivalent and duties on the device page follow
 * at once, also offline. The logbook is read in the same transaction as the write, so a pull landing
 * meanwhile cannot leave the device patched from a logbook it no longer has.
 */
export async function addLogbookEntry(
  db: PortalDatabase,
  user: { id: string },
  device: Pick<DeviceRow, 'id' | 'organisationId' | 'refrigerant'>,
  body: CreateLogbookEntryBody,
  summary: string,
  now: Date = new Date(),
): Promise<RefrigerantLogbookEntry> {
  const at = now.toISOString();
  const entry: RefrigerantLogbookEntry = {
    id: body.id,
    organisationId: device.organisationId,
    serviceObjectId: device.id,
    kind: body.kind,
    // Spelled as the server stores it (`r-449a` is R449A), so the preview matches its answer.
    refrigerant:
      (body.refrigerant && (canonicalRefrigerantCode(body.refrigerant) ?? body.refrigerant)) ??
      device.refrigerant ??
      '',
    quantityKg: body.quantityKg ?? null,
    reason: body.reason ?? null,
    gasOrigin: body.gasOrigin ?? null,
    facilityName: body.facilityName ?? null,
    facilityAddress: body.facilityAddress ?? null,
    facilityCertificateNumber: body.facilityCertificateNumber ?? null,
    leakCheckResult: body.leakCheckResult ?? null,
    leakLocation: body.leakLocation ?? null,
    repairResult: body.repairResult ?? null,
    detectionSystemResult: body.detectionSystemResult ?? null,
    recoveryDestination: body.recoveryDestination ?? null,
    disposalMeasures: body.disposalMeasures ?? null,
    technicianName: body.technicianName,
    technicianCertificateNumber: body.technicianCertificateNumber,
    companyName: body.companyName,
    companyCertificateNumber: body.companyCertificateNumber,
    performedAt: body.performedAt,
    workOrderId: body.workOrderId ?? null,
    correctsEntryId: body.correctsEntryId ?? null,
    notes: body.notes ?? null,
    recordedByUserId: user.id,
    createdAt: at,
    updatedAt: at,
  };
  const devices = db.records('serviceObjects');
  const logbook = db.records('refrigerantLogbookEntries');
  return db.transaction('rw', [db.outbox, devices, logbook], async () => {
    const effects: OutboxEffect[] = [
      { collection: 'refrigerantLogbookEntries', id: entry.id, change: { kind: 'put', record: entry } },
    ];
    const stored = await devices.get(device.id);
    if (stored) {
      const entries = await loadDeviceRows(db, 'refrigerantLogbookEntries', device.id);
      const patch = deviceFactsPatch(stored, deviceFactsFromLogbook([...entries, entry]));
      if (patch) {
        effects.push({
          collection: 'serviceObjects',
          id: device.id,
          change: { kind: 'patch', patch: { ...patch, updatedAt: at } },
        });
      }
    }
    await runLocalCommand(db, user.id, {
      command: addLogbookEntryCommand,
      summary,
      request: { method: 'post', path: `${devicePath(device.id)}/logbook`, json: body },
      effects,
    });
    return entry;
  });
}

/**
 * The device fields the logbook's facts change: the non-null facts that differ from the device, and
 * the CO2-equivalent the server derives from a new refrigerant or charge; null when none changes.
 */
function deviceFactsPatch(
  device: Pick<DeviceRow, 'refrigerant' | 'chargeKg' | 'decommissionedDate'>,
  facts: ReturnType<typeof deviceFactsFromLogbook>,
): Partial<DeviceRow> | null {
  const patch: Partial<DeviceRow> = {};
  if (facts.refrigerant !== null && facts.refrigerant !== device.refrigerant) {
    patch.refrigerant = facts.refrigerant;
  }
  if (facts.chargeKg !== null && facts.chargeKg !== device.chargeKg) patch.chargeKg = facts.chargeKg;
  if (facts.decommissionedDate !== null && facts.decommissionedDate !== device.decommissionedDate) {
    patch.decommissionedDate = facts.decommissionedDate;
  }
  if (Object.keys(patch).length === 0) return null;
  if (patch.refrigerant !== undefined || patch.chargeKg !== undefined) {
    const refrigerant = patch.refrigerant ?? device.refrigerant;
    const chargeKg = patch.chargeKg ?? device.chargeKg;
    patch.co2EqTonnes =
      refrigerant !== null && chargeKg !== null ? refrigerantCo2eq(refrigerant, chargeKg) : null;
  }
  return patch;
}

/**
 * The images of photos still waiting in the outbox (sent or refused entries are gone or kept by the
 * user), by photo id: the files of each photo upload, paired with the ids in its `photos` field.
 */
export function pendingPhotoBlobs(entries: readonly OutboxEntry[]): Map<string, Blob> {
  const blobs = new Map<string, Blob>();
  for (const entry of entries) {
    if (entry.command !== addPhotosCommand) continue;
    let items: unknown;
    try {
      items = JSON.parse(entry.request.fields?.photos ?? '[]');
    } catch {
      continue;
    }
    if (!Array.isArray(items)) continue;
    items.forEach((item: { id?: unknown }, index) => {
      const file = entry.request.files?.[index];
      if (file && typeof item?.id === 'string') blobs.set(item.id, file.blob);
    });
  }
  return blobs;
}

/** The names of the commands above, for screens that show where one kind of change stands. */
export const deviceCommands = {
  memo: ['addDeviceMemoNote', 'updateDeviceMemo'],
  type: ['changeDeviceType'],
  logbook: [addLogbookEntryCommand],
} as const;

/**
 * Where the changes of `commands` among `entries` (one device's) stand: a refusal wins over a waiting
 * change, and the latest refusal is the one shown; null when none of them is in the outbox.
 */
export function deviceCommandState(
  entries: readonly OutboxEntry[],
  commands: readonly string[],
): RowCommandState | null {
  const relevant = entries
    .filter((entry) => commands.includes(entry.command))
    .sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0));
  const shown = relevant.find((entry) => entry.state === 'rejected') ?? relevant[0];
  if (!shown) return null;
  return { state: shown.state, message: shown.lastError?.message ?? null, seq: shown.seq };
}
