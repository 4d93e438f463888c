import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { messages } from '../../i18n/locales/nl/messages.po';
import {
  describeProfileFailure,
  groupSecret,
  normalizeTwoFactorCode,
  passwordChangeProblems,
  twoFactorCodeProblem,
} from './profile-form-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

describe('the change-password form', () => {
  it('may be sent with the current password and the same valid new password twice', () => {
    expect(
      passwordChangeProblems({
        currentPassword: 'portal-demo-2026',
        newPassword: 'koude winter 2026',
        repeatPassword: 'koude winter 2026',
      }),
    ).toEqual({});
  });

  it('asks for the current password, a long enough new one, and the same one repeated', () => {
    const problems = passwordChangeProblems({
      currentPassword: '',
      newPassword: 'kort',
      repeatPassword: 'korter',
    });
    expect(problems.currentPassword).toMatch(/huidige wachtwoord/);
    expect(problems.newPassword).toMatch(/minstens 8 tekens/);
    expect(problems.repeatPassword).toMatch(/niet gelijk/);
  });

  it('refuses a new password over 128 characters, as the server does', () => {
    const long = 'x'.repeat(129);
    expect(
      passwordChangeProblems({ currentPassword: 'a', newPassword: long, repeatPassword: long }).newPassword,
    ).toMatch(/hoogstens 128 tekens/);
  });
});

describe('the two-factor code', () => {
  it('accepts six digits, with spaces as people type them', () => {
    expect(twoFactorCodeProblem('123456')).toBeNull();
    expect(twoFactorCodeProblem(' 123 456 ')).toBeNull();
    expect(normalizeTwoFactorCode(' 123 456 ')).toBe('123456');
  });

  it('asks for the six digits when the code is short, long or not digits', () => {
    expect(twoFactorCodeProblem('12345')).toMatch(/zes cijfers/);
    expect(twoFactorCodeProblem('1234567')).toMatch(/zes cijfers/);
    expect(twoFactorCodeProblem('12345a')).toMatch(/zes cijfers/);
  });

  it('shows the secret in groups of four for typing it over', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});

describe('describeProfileFailure', () => {
  it("puts the server's field errors of a 422 beside the profile fields, saying a repeated message once", () => {
    const failure = describeProfileFailure(
      ApiError.fromResponse(422, {
        message: 'Het huidige wachtwoord klopt niet.',
        errors: { currentPassword: ['Het huidige wachtwoord klopt niet.'] },
      }),
    );
    expect(failure).toEqual({
      message: '',
      fields: { currentPassword: 'Het huidige wachtwoord klopt niet.' },
    });
  });

  it('keeps the form message of a 422 that adds to its field errors', () => {
    const failure = describeProfileFailure(
      ApiError.fromResponse(422, {
        message: 'De gegevens zijn ongeldig',
        errors: { code: ['Code verlopen'] },
      }),
    );
    expect(failure).toEqual({ message: 'De gegevens zijn ongeldig', fields: { code: 'Code verlopen' } });
  });

  it('says there is no connection when offline', () => {
    expect(describeProfileFailure(ApiError.network(new TypeError('Failed to fetch'))).message).toMatch(
      /Geen verbinding/,
    );
  });

  it("shows the server's own message for other refusals", () => {
    expect(describeProfileFailure(ApiError.fromResponse(403, { message: 'Geen toegang' }))).toEqual({
      message: 'Geen toegang',
      fields: {},
    });
  });
});
