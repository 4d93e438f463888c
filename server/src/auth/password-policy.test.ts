import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordPolicyProblem } from './password-policy';

describe('the password policy', () => {
  it('accepts 8 to 128 characters of any kind without composition rules', () => {
    expect(passwordPolicyProblem('koelcel bij de bakker')).toBeNull();
    expect(passwordPolicyProblem('alleenkleineletters')).toBeNull();
    expect(passwordPolicyProblem('x'.repeat(128))).toBeNull();
    expect(passwordPolicyProblem('ijskoud ❄️ wachtwoord')).toBeNull();
  });

  it('refuses fewer than 8 and more than 128 characters', () => {
    expect(passwordPolicyProblem('kort123')).toBe('passwordTooShort');
    expect(passwordPolicyProblem('')).toBe('passwordTooShort');
    expect(passwordPolicyProblem('x'.repeat(129))).toBe('passwordTooLong');
  });

  it('counts characters, not UTF-16 units, so four emoji are too short and 128 emoji are fine', () => {
    expect(passwordPolicyProblem('❄️❄️')).toBe('passwordTooShort');
    expect(passwordPolicyProblem('🧊'.repeat(4))).toBe('passwordTooShort');
    expect(passwordPolicyProblem('🧊'.repeat(128))).toBeNull();
  });

  it('refuses common passwords in any letter case', () => {
    expect(passwordPolicyProblem('password')).toBe('passwordTooCommon');
    expect(passwordPolicyProblem('Welkom01')).toBe('passwordTooCommon');
    expect(passwordPolicyProblem('WACHTWOORD')).toBe('passwordTooCommon');
    expect(passwordPolicyProblem('qwerty123')).toBe('passwordTooCommon');
  });

  it('ships a list of 1,000 common passwords and does not read its comment lines as passwords', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(
      isCommonPassword(
        '# the 1,000 most common passwords, refused by password-policy.ts (one a line, lower case; lines',
      ),
    ).toBe(false);
    expect(isCommonPassword('portal-demo-2026')).toBe(false);
  });

  it('lists exactly 1,000 distinct lower-case passwords, hundreds of them long enough to be refused', () => {
    const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(entries).toHaveLength(1000);
    expect(new Set(entries).size).toBe(1000);
    expect(entries.filter((entry) => entry !== entry.toLowerCase() || entry !== entry.trim())).toEqual([]);
    const refusable = entries.filter((entry) => passwordPolicyProblem(entry) === 'passwordTooCommon');
    expect(refusable.length).toBeGreaterThan(400);
    expect(refusable).toEqual(expect.arrayContaining(['12345678', 'password1', 'iloveyou', 'sunshine']));
  });
});
