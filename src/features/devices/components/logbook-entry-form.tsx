/**
 * Writes an F-gas logbook entry for a device, for a user with `create refrigerant_transactions`, on a
 * phone at the equipment and often offline (product.md §8). First the kind of work, then only the
 * fields that kind needs (the contract's `logbookEntryProblems` decides, through
 * logbook-entry-draft.ts), when it was done (now, by default), notes, who did it (prefilled from the
 * signed-in user's F-gas certificates) and, optionally, the entry it corrects. A correction opens with
 * the corrected entry's kind and values.
 *
 * Storing is a command (`addLogbookEntry`): the entry shows in the logbook at once, marked pending, and
 * is sent when there is a connection. "Saved" shows only after the local commit; errors show beside
 * each field, and the first one takes the focus.
 */
import {
  Button,
  Dialog,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  type InputProps,
} from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import {
  DetectionSystemResult,
  GasOrigin,
  LeakCheckResult,
  RecoveryDestination,
  RepairResult,
  type LogbookEntryKind,
} from '../../../api/contract/refrigerant';
import type { LocalRow } from '../../../db/collection-tables';
import { useDatabase } from '../../../db/database-context';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { standingEntries } from '../../../lib/fgas-duties';
import { uuidv7 } from '../../../lib/uuid';
import { useSession } from '../../../session/session-state';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { AppDialog } from '../../../ui/app-dialog';
import { formatKg } from '../device-format';
import {
  detectionSystemResultLabels,
  gasOriginLabels,
  leakCheckResultLabels,
  logbookKindActionLabels,
  logbookKindLabels,
  newestFirst,
  recoveryDestinationLabels,
  repairResultLabels,
} from '../device-record-labels';
import { addLogbookEntry } from '../devices.commands';
import type { DeviceRow } from '../devices.queries';
import {
  commonFields,
  correctionDraft,
  draftToBody,
  emptyDraft,
  kindFields,
  localDateTimeInput,
  requiredFields,
  type DraftField,
  type DraftPerson,
  type DraftProblem,
  type LogbookEntryDraft,
} from '../logbook-entry-draft';
import { LogbookChoiceField } from './logbook-choice-field';
import { LogbookKindPicker } from './logbook-kind-picker';

type LogbookRow = LocalRow<'refrigerantLogbookEntries'>;

export interface LogbookEntryFormProps {
  isOpen: boolean;
  onClose: () => void;
  device: Pick<DeviceRow, 'id' | 'organisationId' | 'number' | 'refrigerant'>;
  /** The device's logbook, to choose the entry a correction replaces. */
  entries: readonly LogbookRow[];
  /** The entry to correct: the form opens with its kind and values. */
  corrects: LogbookRow | null;
}

export function LogbookEntryForm(props: LogbookEntryFormProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.corrects ? t`Logboekregel corrigeren` : t`Nieuwe logboekregel`}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <EntryForm {...props} />
    </AppDialog>
  );
}

/** The text of a problem beside its field. */
function useProblemText() {
  const { t } = useLingui();
  return (problem: DraftProblem | undefined, isChoice: boolean): string | undefined => {
    if (problem === undefined) return undefined;
    return {
      fieldRequired: isChoice ? t`Maak een keuze.` : t`Vul dit veld in.`,
      mustBePositive: t`Vul een hoeveelheid groter dan 0 in.`,
      notAllowedForKind: t`Dit hoort niet bij dit soort werk.`,
      inTheFuture: t`Dit tijdstip ligt in de toekomst.`,
      notANumber: t`Vul een getal in, bijvoorbeeld 1,5.`,
      tooLarge: t`Vul hoogstens 100.000 kg in.`,
      notADate: t`Vul een datum en tijd in.`,
      tooLong: t`Deze tekst is te lang.`,
    }[problem];
  };
}

function EntryForm({ device, entries, corrects, onClose }: LogbookEntryFormProps) {
  const { t, i18n } = useLingui();
  const db = useDatabase();
  const user = useSession()?.user;
  const locale = activeLocale();
  const problemText = useProblemText();
  const [entryId] = useState(() => uuidv7());
  const [draft, setDraft] = useState<LogbookEntryDraft | null>(() =>
    corrects ? correctionDraft(corrects) : null,
  );
  const [isChoosingKind, setIsChoosingKind] = useState(corrects === null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const hasDraft = draft !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const kindHeadingRef = useRef<HTMLParagraphElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const hasChosenKind = useRef(false);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    // The button pressed is gone after each step: the focus goes to what the step shows.
    if (isChoosingKind && hasDraft) pickerRef.current?.querySelector('button')?.focus();
    if (!isChoosingKind && hasChosenKind.current) kindHeadingRef.current?.focus();
  }, [isChoosingKind, hasDraft]);

  const person: DraftPerson = {
    technicianName: user?.name ?? '',
    technicianCertificateNumber: user?.fgas.certificateNumber ?? '',
    companyName: user?.fgas.companyName ?? '',
    companyCertificateNumber: user?.fgas.companyCertificateNumber ?? '',
  };

  if (draft === null || isChoosingKind) {
    return (
      <>
        <Dialog.Body ref={pickerRef}>
          <LogbookKindPicker
            onChoose={(chosen) => {
              // What was typed stays when the kind changes; only the new kind's fields are sent.
              setDraft(
                draft
                  ? { ...draft, kind: chosen }
                  : emptyDraft(chosen, person, new Date(), device.refrigerant),
              );
              hasChosenKind.current = true;
              setIsChoosingKind(false);
            }}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            {t`Annuleren`}
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  const { problems } = draftToBody(draft, entryId);
  const required = requiredFields(draft);
  const shown = new Set<DraftField>([...kindFields(draft), ...commonFields]);
  const errorOf = (field: DraftField, isChoice = false) =>
    isSubmitted ? problemText(problems[field], isChoice) : undefined;
  const set = (values: Partial<LogbookEntryDraft>) => setDraft({ ...draft, ...values });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft === null || isSaving || !user) return;
    setIsSubmitted(true);
    const result = draftToBody(draft, entryId);
    if (Object.keys(result.problems).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setIsSaving(true);
    try {
      const kindLabel = i18n._(logbookKindLabels[draft.kind]);
      const deviceNumber = device.number;
      await addLogbookEntry(db, user, device, result.body, t`Logboek ${deviceNumber}: ${kindLabel}`);
      toast.success(
        navigator.onLine
          ? t`Logboekregel opgeslagen en wordt verstuurd`
          : t`Logboekregel opgeslagen; hij wordt verstuurd zodra er verbinding is`,
      );
      onClose();
    } catch (caught) {
      toast.error(
        localWriteFailureMessage(
          caught,
          t`De logboekregel kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  const textField = (
    field: DraftField,
    label: string,
    options: { helper?: string; isLong?: boolean; input?: InputProps } = {},
  ): ReactNode =>
    shown.has(field) && (
      <Field.Root key={field} required={required.has(field)} invalid={Boolean(errorOf(field))}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {options.isLong ? (
          <Textarea
            rows={3}
            value={draft[field]}
            onChange={(event) => set({ [field]: event.target.value })}
          />
        ) : (
          <Input
            value={draft[field]}
            onChange={(event) => set({ [field]: event.target.value })}
            {...options.input}
          />
        )}
        {options.helper && <Field.HelperText>{options.helper}</Field.HelperText>}
        <Field.ErrorText>{errorOf(field)}</Field.ErrorText>
      </Field.Root>
    );

  const choiceOptions = <Value extends string>(
    values: readonly Value[],
    labels: Record<Value, MessageDescriptor>,
  ) => values.map((value) => ({ value, label: i18n._(labels[value]) }));

  const isOrigin = draft.kind === 'installed' || draft.kind === 'added';
  const facility = isOrigin
    ? {
        name: t`Herkomst: naam van het bedrijf`,
        address: t`Herkomst: adres`,
        certificate: t`Herkomst: certificaatnummer`,
      }
    : {
        name: t`Afgevoerd naar: naam van het bedrijf`,
        address: t`Afgevoerd naar: adres`,
        certificate: t`Afgevoerd naar: certificaatnummer`,
      };
  const quantityLabel: Record<LogbookEntryKind, string> = {
    installed: t`Vulling in kg`,
    added: t`Bijgevuld in kg`,
    recovered: t`Teruggewonnen in kg`,
    decommissioned: t`Teruggewonnen bij buitenbedrijfstelling in kg`,
    leak_check: '',
    repair: '',
    lds_check: '',
  };
  const kgInput = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const correctable = newestFirst(
    standingEntries(entries).filter((entry) => entry.id !== corrects?.id),
    (entry) => entry.performedAt,
  );
  const correctionOptions = corrects ? [corrects, ...correctable] : correctable;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={t`Logboekregel`}
    >
      <Dialog.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text ref={kindHeadingRef} tabIndex={-1} fontWeight="semibold" fontSize="lg" outline="none">
              {i18n._(logbookKindActionLabels[draft.kind])}
            </Text>
            <Button size="sm" variant="ghost" onClick={() => setIsChoosingKind(true)}>
              {t`Ander soort werk`}
            </Button>
          </HStack>
          {draft.kind !== 'installed' && device.refrigerant && (
            <Text color="fg.muted" fontSize="sm">
              {t`Koudemiddel van de installatie: ${device.refrigerant}`}
            </Text>
          )}

          {shown.has('leakCheckResult') && (
            <LogbookChoiceField
              label={t`Resultaat van de lekcontrole`}
              options={choiceOptions(LeakCheckResult.options, leakCheckResultLabels)}
              value={draft.leakCheckResult}
              onChange={(value) => set({ leakCheckResult: value })}
              isRequired
              error={errorOf('leakCheckResult', true)}
            />
          )}
          {textField('leakLocation', t`Waar zit het lek?`, {
            helper: t`Bijvoorbeeld: persleiding bij de compressor.`,
          })}
          {textField('refrigerant', t`Koudemiddel`, {
            helper: t`De code, bijvoorbeeld R32 of R449A. Bij ombouw het nieuwe koudemiddel.`,
            input: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
          })}
          {shown.has('quantityKg') &&
            textField('quantityKg', quantityLabel[draft.kind], {
              helper: t`Bijvoorbeeld 1,5`,
              input: kgInput,
            })}
          {textField('reason', draft.kind === 'repair' ? t`Wat is er gerepareerd?` : t`Reden van bijvullen`, {
            isLong: true,
          })}
          {shown.has('repairResult') && (
            <LogbookChoiceField
              label={t`Resultaat van de reparatie`}
              options={choiceOptions(RepairResult.options, repairResultLabels)}
              value={draft.repairResult}
              onChange={(value) => set({ repairResult: value })}
              isRequired
              error={errorOf('repairResult', true)}
            />
          )}
          {shown.has('detectionSystemResult') && (
            <LogbookChoiceField
              label={t`Werkt het lekdetectiesysteem?`}
              options={choiceOptions(DetectionSystemResult.options, detectionSystemResultLabels)}
              value={draft.detectionSystemResult}
              onChange={(value) => set({ detectionSystemResult: value })}
              isRequired
              error={errorOf('detectionSystemResult', true)}
            />
          )}
          {shown.has('gasOrigin') && (
            <LogbookChoiceField
              label={t`Herkomst van het koudemiddel`}
              options={choiceOptions(GasOrigin.options, gasOriginLabels)}
              value={draft.gasOrigin}
              onChange={(value) => set({ gasOrigin: value })}
              isRequired
              error={errorOf('gasOrigin', true)}
            />
          )}
          {shown.has('recoveryDestination') && (
            <LogbookChoiceField
              label={t`Waar gaat het teruggewonnen koudemiddel heen?`}
              options={choiceOptions(RecoveryDestination.options, recoveryDestinationLabels)}
              value={draft.recoveryDestination}
              onChange={(value) => set({ recoveryDestination: value })}
              isRequired
              error={errorOf('recoveryDestination', true)}
            />
          )}
          {textField('facilityName', facility.name)}
          {textField('facilityAddress', facility.address)}
          {textField('facilityCertificateNumber', facility.certificate)}
          {textField('disposalMeasures', t`Maatregelen voor terugwinning en afvoer`, {
            isLong: true,
            helper: t`Bijvoorbeeld: afgezogen in cilinder, installatie afgevoerd naar erkend verwerker.`,
          })}

          {textField('performedAt', t`Datum en tijd van het werk`, {
            input: { type: 'datetime-local', max: localDateTimeInput(new Date()) },
          })}
          {textField('notes', t`Opmerkingen`, { isLong: true })}

          <Fieldset.Root>
            <Fieldset.Legend>{t`Uitgevoerd door`}</Fieldset.Legend>
            <Fieldset.Content>
              {textField('technicianName', t`Naam monteur`, { input: { autoComplete: 'name' } })}
              {textField('technicianCertificateNumber', t`Persoonscertificaat monteur`, {
                input: { autoComplete: 'off' },
              })}
              {textField('companyName', t`Bedrijf`, { input: { autoComplete: 'organization' } })}
              {textField('companyCertificateNumber', t`Bedrijfscertificaat`, {
                input: { autoComplete: 'off' },
              })}
            </Fieldset.Content>
          </Fieldset.Root>

          <Field.Root>
            <Field.Label>{t`Corrigeert regel`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.correctsEntryId}
                onChange={(event) => set({ correctsEntryId: event.target.value })}
              >
                <option value="">{t`Geen: dit is een nieuwe regel`}</option>
                {correctionOptions.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {[
                      formatDateTime(entry.performedAt, locale),
                      i18n._(logbookKindLabels[entry.kind]),
                      entry.quantityKg === null ? null : formatKg(entry.quantityKg, locale),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t`De gekozen regel blijft in het logboek staan, gemarkeerd als gecorrigeerd; deze regel telt in haar plaats.`}</Field.HelperText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t`Annuleren`}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isSaving}>
          {t`Opslaan`}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
