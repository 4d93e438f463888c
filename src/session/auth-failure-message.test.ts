import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { messages } from '../i18n/locales/nl/messages.po';
import { describeAuthFailure } from './auth-failure-message';

describe('describeAuthFailure', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

  it('says the email or password is wrong on a 401', () => {
    expect(describeAuthFailure(ApiError.fromResponse(401, { message: 'Unauthenticated' })).message).toBe(
      'Het e-mailadres of wachtwoord klopt niet.',
    );
  });

  it('says the code is wrong on a 401 in the two-factor step', () => {
    expect(
      describeAuthFailure(ApiError.fromResponse(401, { message: 'Invalid code' }), 'code').message,
    ).toMatch(/code klopt niet/);
  });

  it("puts the server's field errors of a 422 beside the fields", () => {
    const failure = describeAuthFailure(
      ApiError.fromResponse(422, {
        message: 'De gegevens zijn ongeldig',
        errors: { email: ['Vul een geldig e-mailadres in'] },
      }),
    );
    expect(failure).toEqual({
      message: 'De gegevens zijn ongeldig',
      fields: { email: 'Vul een geldig e-mailadres in' },
    });
  });

  it('asks to wait after too many attempts', () => {
    expect(describeAuthFailure(ApiError.fromResponse(429, { message: 'Too Many Requests' })).message).toMatch(
      /Te veel pogingen/,
    );
  });

  it('says the server is unreachable when a proxy answers 502, 503 or 504', () => {
    expect(describeAuthFailure(ApiError.fromResponse(502, null)).message).toMatch(
      /tijdelijk niet bereikbaar/,
    );
  });

  it('explains a missing connection', () => {
    expect(describeAuthFailure(ApiError.network(new TypeError('Failed to fetch'))).message).toMatch(
      /Geen verbinding/,
    );
  });

  it("shows the server's own message for a 401 on the account forms", () => {
    expect(
      describeAuthFailure(ApiError.fromResponse(401, { message: 'Deze uitnodiging is verlopen.' }), 'account')
        .message,
    ).toBe('Deze uitnodiging is verlopen.');
  });

  it('puts the field errors of the account forms beside their fields', () => {
    const failure = describeAuthFailure(
      ApiError.fromResponse(422, {
        message: 'Kies een ander wachtwoord.',
        errors: { name: ['Vul je naam in.'], password: ['Dit wachtwoord wordt te vaak gebruikt.'] },
      }),
      'account',
    );
    expect(failure.fields).toEqual({
      name: 'Vul je naam in.',
      password: 'Dit wachtwoord wordt te vaak gebruikt.',
    });
  });

  it('says a field error once, beside its field, when the server repeats it as the message', () => {
    const failure = describeAuthFailure(
      ApiError.fromResponse(422, {
        message: 'Kies een wachtwoord van minstens 8 tekens.',
        errors: { password: ['Kies een wachtwoord van minstens 8 tekens.'] },
      }),
      'account',
    );
    expect(failure).toEqual({
      message: '',
      fields: { password: 'Kies een wachtwoord van minstens 8 tekens.' },
    });
  });

  it("keeps an error on the link's token as the form's message, as no field shows it", () => {
    const failure = describeAuthFailure(
      ApiError.fromResponse(422, {
        message: 'Deze link is verlopen of al gebruikt.',
        errors: { token: ['Deze link is verlopen of al gebruikt.'] },
      }),
      'account',
    );
    expect(failure).toEqual({ message: 'Deze link is verlopen of al gebruikt.', fields: {} });
  });
});
