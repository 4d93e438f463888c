import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { messages } from '../i18n/locales/nl/messages.po';
import { describeLoginFailure } from './login-error-message';

describe('describeLoginFailure', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

  it('says the email or password is wrong on a 401', () => {
    expect(describeLoginFailure(ApiError.fromResponse(401, { message: 'Unauthenticated' })).message).toBe(
      'Het e-mailadres of wachtwoord klopt niet.',
    );
  });

  it('says the code is wrong on a 401 in the two-factor step', () => {
    expect(
      describeLoginFailure(ApiError.fromResponse(401, { message: 'Invalid code' }), 'code').message,
    ).toMatch(/code klopt niet/);
  });

  it("puts the server's field errors of a 422 beside the fields", () => {
    const failure = describeLoginFailure(
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
    expect(
      describeLoginFailure(ApiError.fromResponse(429, { message: 'Too Many Requests' })).message,
    ).toMatch(/Te veel pogingen/);
  });

  it('says the server is unreachable when a proxy answers 502, 503 or 504', () => {
    expect(describeLoginFailure(ApiError.fromResponse(502, null)).message).toMatch(
      /tijdelijk niet bereikbaar/,
    );
  });

  it('explains a missing connection', () => {
    expect(describeLoginFailure(ApiError.network(new TypeError('Failed to fetch'))).message).toMatch(
      /Geen verbinding/,
    );
  });
});
