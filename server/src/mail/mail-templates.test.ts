import { describe, expect, it } from 'vitest';
import { mailLink, renderMail } from './mail-templates';

describe('the account mails', () => {
  it('renders a reset mail in Dutch with the link in the text and the HTML', () => {
    const link = mailLink('https://portaal.koelservice.example', '/reset-password', { token: 'abc_DEF-123' });
    const mail = renderMail({ kind: 'passwordReset', locale: 'nl', to: 'a@b.example', name: 'Anna', link });
    expect(link).toBe('https://portaal.koelservice.example/reset-password?token=abc_DEF-123');
    expect(mail.to).toBe('a@b.example');
    expect(mail.subject).toBe('Stel je wachtwoord opnieuw in');
    expect(mail.text).toContain('Beste Anna,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain('lang="nl"');
  });

  it('renders the same mail in English for an English recipient', () => {
    const mail = renderMail({
      kind: 'confirmAccount',
      locale: 'en',
      to: 'a@b.example',
      name: 'Anna',
      link: 'https://x.example/confirm-account?token=t',
    });
    expect(mail.subject).toBe('Confirm your account');
    expect(mail.text).toContain('Dear Anna,');
    expect(mail.html).toContain('lang="en"');
  });

  it('keeps a path prefix of PUBLIC_URL in links', () => {
    expect(mailLink('https://example.test/portaal', '/confirm-account', { token: 't' })).toBe(
      'https://example.test/portaal/confirm-account?token=t',
    );
  });

  it('escapes names in the HTML body', () => {
    const mail = renderMail({
      kind: 'registrationNotMatched',
      locale: 'nl',
      to: 'a@b.example',
      name: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses to render a mail with an action but no link', () => {
    expect(() =>
      renderMail({ kind: 'passwordReset', locale: 'nl', to: 'a@b.example', name: null }),
    ).toThrow();
  });
});
