/**
 * The customer's answer to a sent offer: accept (name, optional purchase-order reference and remark)
 * or decline (name and reason). Saving stores the answer on this device and queues it with the offer
 * version shown, so it works offline; the server decides (and refuses a changed or expired offer).
 * The name starts as the signed-in user's name and stays editable (someone else may sign for the
 * customer). Every field the validation requires is marked required, visibly and for assistive tech.
 */
import { Button, Card, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { useSession } from '../../../session/session-state';
import { useSync } from '../../../sync/sync-engine-context';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { TextField } from '../../../ui/text-field';
import { respondToOffer } from '../offers.commands';
import type { OfferRow } from '../offers.queries';

export function OfferResponseForm({ offer }: { offer: OfferRow }) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const userName = useSession()?.user.name ?? '';
  const [decision, setDecision] = useState<'accept' | 'decline' | null>(null);
  const [name, setName] = useState(userName);
  const [purchaseOrderReference, setPurchaseOrderReference] = useState('');
  const [remark, setRemark] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const nameError =
    name.trim() === '' ? t`Vul je naam in.` : name.trim().length > 200 ? t`Hoogstens 200 tekens.` : undefined;
  const remarkError =
    decision === 'decline' && remark.trim() === ''
      ? t`Vul een reden in.`
      : remark.trim().length > 2000
        ? t`Hoogstens 2000 tekens.`
        : undefined;
  const referenceError = purchaseOrderReference.trim().length > 100 ? t`Hoogstens 100 tekens.` : undefined;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!decision || nameError || remarkError || referenceError) return;
    setIsSaving(true);
    try {
      await respondToOffer(
        db,
        userId,
        offer,
        { decision, name, remark, purchaseOrderReference },
        decision === 'accept' ? t`Offerte ${offer.number} akkoord` : t`Offerte ${offer.number} afgewezen`,
      );
      toast.success(
        navigator.onLine
          ? t`Je reactie is opgeslagen en wordt verstuurd.`
          : t`Je reactie is opgeslagen; hij wordt verstuurd zodra er verbinding is.`,
      );
      setDecision(null);
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`Je reactie kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  if (!decision) {
    return (
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="green" onClick={() => setDecision('accept')}>
          {t`Offerte accepteren`}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setDecision('decline')}>
          {t`Offerte afwijzen`}
        </Button>
      </HStack>
    );
  }

  const headingId = 'offer-response-heading';
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title id={headingId} as="h2">
          {decision === 'accept' ? t`Offerte accepteren` : t`Offerte afwijzen`}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="4">
            <TextField
              label={
                <>
                  {decision === 'accept' ? t`Naam van wie akkoord geeft` : t`Naam`}
                  <Field.RequiredIndicator />
                </>
              }
              required
              autoComplete="name"
              maxLength={200}
              value={name}
              error={isSubmitted ? nameError : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {decision === 'accept' && (
              <TextField
                label={t`Inkoopordernummer (optioneel)`}
                maxLength={100}
                value={purchaseOrderReference}
                error={isSubmitted ? referenceError : undefined}
                onChange={(event) => setPurchaseOrderReference(event.target.value)}
              />
            )}
            <Field.Root invalid={isSubmitted && Boolean(remarkError)} required={decision === 'decline'}>
              <Field.Label>
                {decision === 'accept' ? t`Opmerking (optioneel)` : t`Reden van afwijzen`}
                {decision === 'decline' && <Field.RequiredIndicator />}
              </Field.Label>
              <Textarea rows={3} value={remark} onChange={(event) => setRemark(event.target.value)} />
              <Field.ErrorText>{remarkError}</Field.ErrorText>
            </Field.Root>
            <HStack gap="3" justify="flex-end">
              <Button variant="ghost" onClick={() => setDecision(null)}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" colorPalette={decision === 'accept' ? 'green' : 'red'} loading={isSaving}>
                {decision === 'accept' ? t`Akkoord geven` : t`Afwijzen`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
