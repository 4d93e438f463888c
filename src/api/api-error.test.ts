import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as englishMessages } from '../i18n/locales/en/messages.po';
import { messages as dutchMessages } from '../i18n/locales/nl/messages.po';
import { ApiError, errorMessageFrom, fieldErrorsFrom } from './api-error';

describe('errorMessageFrom', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'nl', messages: dutchMessages }));

  it("uses the server's message", () => {
    expect(errorMessageFrom({ message: 'Deze offerte is al beantwoord' })).toBe(
      'Deze offerte is al beantwoord',
    );
  });

  it("falls back to the first item's message in the data", () => {
    expect(errorMessageFrom({ data: [{ message: 'Factuur niet gevonden' }, { message: 'tweede' }] })).toBe(
      'Factuur niet gevonden',
    );
    expect(errorMessageFrom([{ message: 'Eerste fout' }])).toBe('Eerste fout');
  });

  it('falls back to the first field error when there is no message', () => {
    expect(errorMessageFrom({ errors: { email: ['Ongeldig e-mailadres'] } })).toBe('Ongeldig e-mailadres');
  });

  it('falls back to the generic message in Dutch, never in Russian', () => {
    i18n.loadAndActivate({ locale: 'nl', messages: dutchMessages });
    expect(errorMessageFrom(null)).toBe('Er ging iets mis, probeer het later opnieuw');
  });

  it('shows the generic message in English to English users', () => {
    i18n.loadAndActivate({ locale: 'en', messages: englishMessages });
    expect(errorMessageFrom('<html>Bad gateway</html>')).toBe('Something went wrong, please try again later');
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps only string messages per field', () => {
    expect(fieldErrorsFrom({ errors: { email: ['Verplicht', 3], name: 'Te lang', age: [] } })).toEqual({
      email: ['Verplicht'],
      name: ['Te lang'],
    });
  });
});

describe('ApiError', () => {
  it('recognises both spellings of the unauthenticated answer', () => {
    expect(ApiError.fromResponse(401, { message: 'Unauthenticated' }).isUnauthenticated).toBe(true);
    expect(ApiError.fromResponse(401, { message: 'Unauthenticated.' }).isUnauthenticated).toBe(true);
    expect(ApiError.fromResponse(401, { message: 'Invalid code' }).isUnauthenticated).toBe(false);
    expect(ApiError.fromResponse(403, { message: 'Unauthenticated' }).isUnauthenticated).toBe(false);
  });
});
