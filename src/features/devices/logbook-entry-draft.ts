/**
 * The logbook entry form's rules, without React: what the technician has typed (a draft of strings),
 * which fields the chosen kind shows, and the request body it makes. The body holds only the fields
 * the kind shows, so a value typed for another kind before switching is never sent; its problems are
 * the contract's `logbookEntryProblems` (the server's own check) plus what only a form can get wrong:
 * a quantity that is not a number, a date that is not a date, a text over the contract's limits.
 */
import {
  logbookEntryProblems,
  type CreateLogbookEntryBody,
  type DetectionSystemResult,
  type GasOrigin,
  type LeakCheckResult,
  type LogbookEntryKind,
  type LogbookFieldProblem,
  type RecoveryDestination,
  type RefrigerantLogbookEntry,
  type RepairResult,
} from '../../api/contract/refrigerant';

/** Everything the form holds, as typed; choices are '' until one is made. */
export interface LogbookEntryDraft {
  kind: LogbookEntryKind;
  /** `YYYY-MM-DDTHH:mm` in this device's time zone (an `<input type="datetime-local">`). */
  performedAt: string;
  refrigerant: string;
  /** As typed: a Dutch comma or a point. */
  quantityKg: string;
  reason: string;
  gasOrigin: GasOrigin | '';
  facilityName: string;
  facilityAddress: string;
  facilityCertificateNumber: string;
  leakCheckResult: LeakCheckResult | '';
  leakLocation: string;
  repairResult: RepairResult | '';
  detectionSystemResult: DetectionSystemResult | '';
  recoveryDestination: RecoveryDestination | '';
  disposalMeasures: string;
  technicianName: string;
  technicianCertificateNumber: string;
  companyName: string;
  companyCertificateNumber: string;
  notes: string;
  /** The entry this one corrects; '' for none. */
  correctsEntryId: string;
}

export type DraftField = Exclude<keyof LogbookEntryDraft, 'kind'>;

/** Why the form refuses a field: the contract's reasons, and what only typing can get wrong. */
export type DraftProblem = LogbookFieldProblem | 'notANumber' | 'tooLarge' | 'notADate' | 'tooLong';

export type DraftProblems = Partial<Record<DraftField, DraftProblem>>;

/** The contract's limits (`CreateLogbookEntryBody`): short texts, long texts, kilograms. */
const shortTextMax = 200;
const longTextMax = 2_000;
const maxKg = 100_000;
const longTextFields: ReadonlySet<DraftField> = new Set(['reason', 'disposalMeasures', 'notes']);

/** Who writes the entry, prefilled from the signed-in user. */
export interface DraftPerson {
  technicianName: string;
  technicianCertificateNumber: string;
  companyName: string;
  companyCertificateNumber: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A moment as an `<input type="datetime-local">` value, in this device's time zone. */
export function localDateTimeInput(moment: Date): string {
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
  );
}

/** An `<input type="datetime-local">` value (this device's time zone) as an ISO timestamp; null if it is none. */
export function isoFromLocalDateTime(value: string): string | null {
  // A date-time without an offset is local time (ECMA-262 Date.parse), which is what the input shows.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/**
 * A quantity as typed: `1,5`, `1.5`, `12` or `0,25` (spaces ignored); null when empty, NaN when it is
 * not a plain decimal number (thousands separators are refused: `1.250` would be ambiguous).
 */
export function parseKg(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  if (!/^(\d+([.,]\d+)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** A quantity in the form's input, with the Dutch decimal comma. */
export function kgInput(kg: number | null): string {
  return kg === null ? '' : String(kg).replace('.', ',');
}

/** An empty form for `kind` at `now`, with who does the work. */
export function emptyDraft(
  kind: LogbookEntryKind,
  person: DraftPerson,
  now: Date,
  refrigerant: string | null,
): LogbookEntryDraft {
  return {
    kind,
    performedAt: localDateTimeInput(now),
    refrigerant: refrigerant ?? '',
    quantityKg: '',
    reason: '',
    gasOrigin: '',
    facilityName: '',
    facilityAddress: '',
    facilityCertificateNumber: '',
    leakCheckResult: '',
    leakLocation: '',
    repairResult: '',
    detectionSystemResult: '',
    recoveryDestination: '',
    disposalMeasures: '',
    ...person,
    notes: '',
    correctsEntryId: '',
  };
}

/** A correction of `entry`: its kind and values, to be changed where they were wrong. */
export function correctionDraft(entry: RefrigerantLogbookEntry): LogbookEntryDraft {
  return {
    kind: entry.kind,
    performedAt: localDateTimeInput(new Date(entry.performedAt)),
    refrigerant: entry.refrigerant,
    quantityKg: kgInput(entry.quantityKg),
    reason: entry.reason ?? '',
    gasOrigin: entry.gasOrigin ?? '',
    facilityName: entry.facilityName ?? '',
    facilityAddress: entry.facilityAddress ?? '',
    facilityCertificateNumber: entry.facilityCertificateNumber ?? '',
    leakCheckResult: entry.leakCheckResult ?? '',
    leakLocation: entry.leakLocation ?? '',
    repairResult: entry.repairResult ?? '',
    detectionSystemResult: entry.detectionSystemResult ?? '',
    recoveryDestination: entry.recoveryDestination ?? '',
    disposalMeasures: entry.disposalMeasures ?? '',
    technicianName: entry.technicianName,
    technicianCertificateNumber: entry.technicianCertificateNumber,
    companyName: entry.companyName,
    companyCertificateNumber: entry.companyCertificateNumber,
    notes: entry.notes ?? '',
    correctsEntryId: entry.id,
  };
}

/** Whether the gas came from, or goes to, a facility that the entry must name. */
function namesFacility(draft: LogbookEntryDraft): boolean {
  switch (draft.kind) {
    case 'installed':
    case 'added':
      return draft.gasOrigin === 'recycled' || draft.gasOrigin === 'reclaimed';
    case 'recovered':
    case 'decommissioned':
      return draft.recoveryDestination !== '' && draft.recoveryDestination !== 'reuse';
    default:
      return false;
  }
}

const facilityFields: readonly DraftField[] = [
  'facilityName',
  'facilityAddress',
  'facilityCertificateNumber',
];

/** The fields of the kind's own part of the form, in the order they show (Art. 7(1) of 2024/573). */
export function kindFields(draft: LogbookEntryDraft): DraftField[] {
  const facility = namesFacility(draft) ? facilityFields : [];
  switch (draft.kind) {
    case 'leak_check':
      return draft.leakCheckResult === 'leak_found'
        ? ['leakCheckResult', 'leakLocation']
        : ['leakCheckResult'];
    case 'added':
      return ['quantityKg', 'reason', 'gasOrigin', ...facility];
    case 'recovered':
      return ['quantityKg', 'recoveryDestination', ...facility];
    case 'repair':
      return ['reason', 'repairResult'];
    case 'decommissioned':
      return ['quantityKg', 'recoveryDestination', ...facility, 'disposalMeasures'];
    case 'lds_check':
      return ['detectionSystemResult'];
    case 'installed':
      return ['refrigerant', 'quantityKg', 'gasOrigin', ...facility];
  }
}

/** The fields every kind has, after its own. */
export const commonFields: readonly DraftField[] = [
  'performedAt',
  'notes',
  'technicianName',
  'technicianCertificateNumber',
  'companyName',
  'companyCertificateNumber',
  'correctsEntryId',
];

/**
 * The fields the contract requires for this draft: those `logbookEntryProblems` finds missing when
 * only the draft's choices are made (a found leak asks where; recycled gas, from which facility).
 */
export function requiredFields(draft: LogbookEntryDraft): ReadonlySet<DraftField> {
  const probe = logbookEntryProblems({
    kind: draft.kind,
    ...(draft.gasOrigin ? { gasOrigin: draft.gasOrigin } : {}),
    ...(draft.leakCheckResult ? { leakCheckResult: draft.leakCheckResult } : {}),
    ...(draft.recoveryDestination ? { recoveryDestination: draft.recoveryDestination } : {}),
  });
  const required = new Set<DraftField>(['performedAt']);
  for (const [field, problem] of Object.entries(probe)) {
    if (problem === 'fieldRequired') required.add(field as DraftField);
  }
  return required;
}

export interface DraftResult {
  /** The request body; sent only when `problems` is empty. */
  body: CreateLogbookEntryBody;
  problems: DraftProblems;
}

/** The body of `draft` as entry `id`, with what is wrong with it per field (empty: it may be stored). */
export function draftToBody(draft: LogbookEntryDraft, id: string, now: number = Date.now()): DraftResult {
  const problems: DraftProblems = {};
  const body: Partial<CreateLogbookEntryBody> & { kind: LogbookEntryKind } = { kind: draft.kind };
  const shown = [...kindFields(draft), ...commonFields];
  for (const field of shown) {
    if (field === 'performedAt' || field === 'quantityKg') continue;
    const value = draft[field].trim();
    if (value === '') continue;
    if (value.length > (longTextFields.has(field) ? longTextMax : shortTextMax)) problems[field] = 'tooLong';
    (body as Record<string, unknown>)[field] = value;
  }
  if (shown.includes('quantityKg')) {
    const kg = parseKg(draft.quantityKg);
    if (kg !== null && Number.isNaN(kg)) problems.quantityKg = 'notANumber';
    else if (kg !== null && kg > maxKg) problems.quantityKg = 'tooLarge';
    else if (kg !== null) body.quantityKg = kg;
  }
  const performedAt = isoFromLocalDateTime(draft.performedAt);
  if (performedAt === null) problems.performedAt = 'notADate';
  else body.performedAt = performedAt;

  const contractProblems = logbookEntryProblems(body, now);
  for (const [field, problem] of Object.entries(contractProblems)) {
    if (field === 'id' || field === 'kind' || field === 'workOrderId') continue;
    problems[field as DraftField] ??= problem;
  }
  return { body: { ...body, id } as CreateLogbookEntryBody, problems };
}
