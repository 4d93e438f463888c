import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityActions } from '../../api/contract/activity-logs';
import { messages } from '../../i18n/locales/nl/messages.po';
import { activitySentence } from './activity-sentence';

const entry = (action: string, subjectLabel: string | null, subjectType = 'user') => ({
  action,
  actorName: 'Anne de Jong',
  subjectType,
  subjectLabel,
});

const read = (descriptor: ReturnType<typeof activitySentence>) =>
  descriptor === null ? null : i18n._(descriptor);

describe('activitySentence', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

  it.each(activityActions)('has a sentence naming the actor and the subject for %s', (action) => {
    const text = read(activitySentence(entry(action, 'Onderwerp X')));
    expect(text).toEqual(expect.any(String));
    if (action !== 'sign_in_failed') expect(text).toContain('Anne de Jong');
    expect(text).not.toMatch(/[{}]/);
  });

  it('gives every action a sentence of its own', () => {
    const texts = activityActions.map((action) => read(activitySentence(entry(action, 'Onderwerp X'))));
    expect(new Set(texts).size).toBe(activityActions.length);
  });

  it('reads an offer answer as a sentence', () => {
    expect(read(activitySentence(entry('offer_accepted', 'OF2026-0012', 'offer')))).toBe(
      'Anne de Jong heeft offerte OF2026-0012 geaccepteerd',
    );
    expect(read(activitySentence(entry('offer_declined', 'OF2026-0013', 'offer')))).toBe(
      'Anne de Jong heeft offerte OF2026-0013 afgewezen',
    );
  });

  it('names a role, and a role’s permissions apart from a user’s', () => {
    const planner = { actorName: 'Joost Hendriks', subjectType: 'role', subjectLabel: 'Monteur' };
    expect(read(activitySentence({ ...planner, action: 'role_updated' }))).toBe(
      'Joost Hendriks heeft de rol Monteur gewijzigd',
    );
    expect(read(activitySentence({ ...planner, action: 'permissions_updated' }))).toBe(
      'Joost Hendriks heeft de rechten van de rol Monteur gewijzigd',
    );
    expect(read(activitySentence({ ...planner, action: 'permissions_updated', subjectType: 'user' }))).toBe(
      'Joost Hendriks heeft de rechten van Monteur gewijzigd',
    );
  });

  it('names the typed address of a failed sign-in, with or without a label', () => {
    const unknown = { action: 'sign_in_failed', actorName: 'x@y.nl', subjectType: 'user' };
    expect(read(activitySentence({ ...unknown, subjectLabel: 'x@y.nl' }))).toBe(
      'Inloggen mislukt voor x@y.nl',
    );
    expect(read(activitySentence({ ...unknown, subjectLabel: null }))).toBe('Inloggen mislukt voor x@y.nl');
  });

  it('reads actions on one’s own account without a subject label', () => {
    expect(read(activitySentence(entry('signed_in', null)))).toBe('Anne de Jong is ingelogd');
  });

  it('has no sentence for an unknown action or for a subject without a label', () => {
    expect(activitySentence(entry('made_coffee', 'Koffie'))).toBeNull();
    expect(activitySentence(entry('offer_accepted', null, 'offer'))).toBeNull();
    expect(activitySentence(entry('document_uploaded', '  ', 'document'))).toBeNull();
  });

  it('carries the actor and the subject as values, so every catalog places them', () => {
    const descriptor = activitySentence(entry('offer_accepted', 'OF2026-0012', 'offer'))!;
    expect(descriptor.values).toEqual({ actor: 'Anne de Jong', subject: 'OF2026-0012' });
  });
});
