import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../i18n/locales/nl/messages.po';
import { emailProblem, mailTokenFrom, nameProblem, passwordProblem, problemsOf } from './account-form-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

const token = 'a1B2c3D4e5F6g7H8i9J0_-xyz';

describe('the password rule', () => {
  it('accepts 8 to 128 characters of any kind, without composition rules', () => {
    expect(passwordProblem('abcdefgh')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('        ')).toBeNull();
  });

  it('refuses fewer than 8 and more than 128 characters', () => {
    expect(passwordProblem('abcdefg')).toMatch(/minstens 8 tekens/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/hoogstens 128 tekens/);
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(passwordProblem('🧊'.repeat(8))).toBeNull();
    expect(passwordProblem('🧊'.repeat(4))).toMatch(/minstens 8 tekens/);
    expect(passwordProblem('🧊'.repeat(128))).toBeNull();
  });
});

describe('the email rule', () => {
  it('accepts an address with a domain, around spaces', () => {
    expect(emailProblem(' klant@bakkerij-dejong.example ')).toBeNull();
  });

  it('asks for a missing or malformed address', () => {
    expect(emailProblem('  ')).toMatch(/Vul je e-mailadres in/);
    expect(emailProblem('klant@bakkerij')).toMatch(/geldig e-mailadres/);
    expect(emailProblem('klant bakkerij.nl')).toMatch(/geldig e-mailadres/);
    expect(emailProblem(`${'a'.repeat(250)}@b.nl`)).toMatch(/geldig e-mailadres/);
  });
});

describe('the name rule', () => {
  it('asks for a name and refuses one of more than 200 characters', () => {
    expect(nameProblem('Jan de Jong')).toBeNull();
    expect(nameProblem('   ')).toMatch(/Vul je naam in/);
    expect(nameProblem('j'.repeat(201))).toMatch(/hoogstens 200 tekens/);
  });
});

describe('the token of a mail link', () => {
  it('is read from the query string', () => {
    expect(mailTokenFrom(new URLSearchParams({ token }))).toBe(token);
    expect(mailTokenFrom(new URLSearchParams({ invitation: token }), 'invitation')).toBe(token);
  });

  it('is missing when the parameter is absent, empty or cut short', () => {
    expect(mailTokenFrom(new URLSearchParams())).toBeNull();
    expect(mailTokenFrom(new URLSearchParams({ token: '' }))).toBeNull();
    expect(mailTokenFrom(new URLSearchParams({ token: token.slice(0, 10) }))).toBeNull();
  });

  it('refuses characters a token never has', () => {
    expect(mailTokenFrom(new URLSearchParams({ token: `${token}<script>` }))).toBeNull();
  });
});

describe('the problems of a form', () => {
  it('keeps only the fields that have one', () => {
    expect(problemsOf({ name: null, email: 'Vul je e-mailadres in.' })).toEqual({
      email: 'Vul je e-mailadres in.',
    });
    expect(problemsOf({ name: null })).toEqual({});
  });
});
