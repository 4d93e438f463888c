/**
 * The account mails, in Dutch and English (the recipient's language): a subject, a plain-text body
 * and a simple HTML body with the same content. Links are built from `PUBLIC_URL` only, never from
 * the request's Host header, so a forged Host cannot send a reset link to an attacker's site.
 */
import type { Locale } from '../../../src/api/contract/common';
import type { OutgoingMail } from './mailer';

export type MailKind = 'passwordReset' | 'confirmAccount' | 'alreadyRegistered' | 'registrationNotMatched';

interface MailCopy {
  subject: string;
  greeting: (name: string | null) => string;
  paragraphs: string[];
  /** The label of the button/link; absent for mails without a link. */
  action?: string;
  closing: string;
}

const signature = { nl: 'Met vriendelijke groet,\nKoelservice', en: 'Kind regards,\nKoelservice' } as const;
const greeting = {
  nl: (name: string | null) => (name ? `Beste ${name},` : 'Beste,'),
  en: (name: string | null) => (name ? `Dear ${name},` : 'Hello,'),
} as const;

const copy: Record<MailKind, Record<Locale, MailCopy>> = {
  passwordReset: {
    nl: {
      subject: 'Stel je wachtwoord opnieuw in',
      greeting: greeting.nl,
      paragraphs: [
        'Je hebt gevraagd om je wachtwoord voor het Koelservice-portaal opnieuw in te stellen. Via de link hieronder kies je een nieuw wachtwoord. De link werkt één keer en is 60 minuten geldig.',
        'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
      ],
      action: 'Nieuw wachtwoord instellen',
      closing: signature.nl,
    },
    en: {
      subject: 'Reset your password',
      greeting: greeting.en,
      paragraphs: [
        'You asked to reset your password for the Koelservice portal. Use the link below to choose a new password. The link works once and is valid for 60 minutes.',
        'Did not ask for this? Then you can ignore this email; your password stays as it is.',
      ],
      action: 'Choose a new password',
      closing: signature.en,
    },
  },
  confirmAccount: {
    nl: {
      subject: 'Bevestig je account',
      greeting: greeting.nl,
      paragraphs: [
        'Bedankt voor je registratie bij het Koelservice-portaal. Bevestig je e-mailadres via de link hieronder; daarna ben je meteen ingelogd. De link werkt één keer en is 24 uur geldig.',
        'Heb je je niet geregistreerd? Dan kun je deze e-mail negeren.',
      ],
      action: 'Account bevestigen',
      closing: signature.nl,
    },
    en: {
      subject: 'Confirm your account',
      greeting: greeting.en,
      paragraphs: [
        'Thank you for registering with the Koelservice portal. Confirm your email address with the link below; you will be logged in right away. The link works once and is valid for 24 hours.',
        'Did not register? Then you can ignore this email.',
      ],
      action: 'Confirm account',
      closing: signature.en,
    },
  },
  alreadyRegistered: {
    nl: {
      subject: 'Je hebt al een account',
      greeting: greeting.nl,
      paragraphs: [
        'Er is geprobeerd een nieuw account aan te maken met dit e-mailadres, maar je hebt al een account bij het Koelservice-portaal. Log in met je bestaande account, of stel je wachtwoord opnieuw in als je het bent vergeten.',
        'Was jij dit niet? Dan hoef je niets te doen; er is niets gewijzigd.',
      ],
      action: 'Wachtwoord vergeten',
      closing: signature.nl,
    },
    en: {
      subject: 'You already have an account',
      greeting: greeting.en,
      paragraphs: [
        'Someone tried to create a new account with this email address, but you already have an account with the Koelservice portal. Log in with your existing account, or reset your password if you have forgotten it.',
        'Was this not you? Then there is nothing to do; nothing has changed.',
      ],
      action: 'Forgot password',
      closing: signature.en,
    },
  },
  registrationNotMatched: {
    nl: {
      subject: 'Je registratie bij het Koelservice-portaal',
      greeting: greeting.nl,
      paragraphs: [
        'Er is geprobeerd een account aan te maken met dit e-mailadres. We konden het adres niet koppelen aan een klant van Koelservice, dus er is geen account aangemaakt.',
        'Vraag je contactpersoon bij Koelservice om een uitnodiging voor het portaal. Was jij dit niet? Dan kun je deze e-mail negeren.',
      ],
      closing: signature.nl,
    },
    en: {
      subject: 'Your registration with the Koelservice portal',
      greeting: greeting.en,
      paragraphs: [
        'Someone tried to create an account with this email address. We could not match the address to a Koelservice customer, so no account was created.',
        'Ask your contact at Koelservice for an invitation to the portal. Was this not you? Then you can ignore this email.',
      ],
      closing: signature.en,
    },
  },
};

/** The PWA path each mail's link points at, with its query parameter. */
export function mailLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  // Relative to PUBLIC_URL with a trailing slash, so a path prefix (https://host/portaal) is kept.
  const url = new URL(path.replace(/^\/+/, ''), `${publicUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** `value` as HTML text: the five special characters escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface MailInput {
  kind: MailKind;
  locale: Locale;
  to: string;
  name: string | null;
  /** The absolute link of the mail's action (required by every kind with an action). */
  link?: string;
}

/** Renders a mail in the recipient's language as plain text and simple HTML. */
export function renderMail({ kind, locale, to, name, link }: MailInput): OutgoingMail {
  const mail = copy[kind][locale];
  if (mail.action && !link) throw new Error(`mail ${kind} needs a link`);
  const hello = mail.greeting(name);

  const textParts = [hello, mail.paragraphs[0]!];
  if (mail.action && link) textParts.push(`${mail.action}: ${link}`);
  textParts.push(...mail.paragraphs.slice(1), mail.closing);

  const htmlParts = [`<p>${escapeHtml(hello)}</p>`, `<p>${escapeHtml(mail.paragraphs[0]!)}</p>`];
  if (mail.action && link) {
    htmlParts.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(mail.action)}</a></p>`);
  }
  for (const paragraph of mail.paragraphs.slice(1)) htmlParts.push(`<p>${escapeHtml(paragraph)}</p>`);
  htmlParts.push(`<p>${escapeHtml(mail.closing).replaceAll('\n', '<br>')}</p>`);

  return {
    to,
    subject: mail.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${locale}"><body>${htmlParts.join('')}</body></html>`,
  };
}
