/**
 * The mails of portal access, in the recipient's language: the invitation to register (link with the
 * invitation token) and the notice that access was given back to an existing account (link to the
 * login page). Links are built from `PUBLIC_URL` by the caller (mailLink), never from the Host header.
 *
 * They follow the layout of the account mails (server/src/mail/mail-templates.ts): greeting, text,
 * one action link, signature; plain text and simple HTML with the same content.
 */
import type { Locale } from '../../../src/api/contract/common';
import type { OutgoingMail } from '../mail/mailer';
import { escapeHtml } from '../mail/mail-templates';

export type PortalAccessMailKind = 'invitation' | 'accessRestored';

interface PortalAccessCopy {
  subject: string;
  paragraphs: (inviter: string) => string[];
  action: string;
}

const greeting: Record<Locale, (name: string) => string> = {
  nl: (name) => `Beste ${name},`,
  en: (name) => `Dear ${name},`,
};
const signature: Record<Locale, string> = {
  nl: 'Met vriendelijke groet,\nKoelservice',
  en: 'Kind regards,\nKoelservice',
};

const copy: Record<PortalAccessMailKind, Record<Locale, PortalAccessCopy>> = {
  invitation: {
    nl: {
      subject: 'Uitnodiging voor het Koelservice-portaal',
      paragraphs: (inviter) => [
        `${inviter} nodigt je uit voor het Koelservice-portaal. Daar volg je je installaties, orders, offertes, facturen en afspraken, ook zonder verbinding.`,
        'Maak je account aan via de link hieronder, met het e-mailadres waarop je deze uitnodiging hebt ontvangen. De link werkt één keer en is 14 dagen geldig.',
      ],
      action: 'Account aanmaken',
    },
    en: {
      subject: 'Invitation to the Koelservice portal',
      paragraphs: (inviter) => [
        `${inviter} invites you to the Koelservice portal, where you follow your installations, orders, offers, invoices and appointments, also offline.`,
        'Create your account with the link below, using the email address this invitation was sent to. The link works once and is valid for 14 days.',
      ],
      action: 'Create account',
    },
  },
  accessRestored: {
    nl: {
      subject: 'Je hebt weer toegang tot het Koelservice-portaal',
      paragraphs: (inviter) => [
        `${inviter} heeft je toegang tot het Koelservice-portaal hersteld. Je kunt weer inloggen met je bestaande account.`,
        'Weet je je wachtwoord niet meer? Kies dan op de inlogpagina voor "Wachtwoord vergeten".',
      ],
      action: 'Inloggen',
    },
    en: {
      subject: 'Your access to the Koelservice portal is back',
      paragraphs: (inviter) => [
        `${inviter} has restored your access to the Koelservice portal. You can log in with your existing account again.`,
        'Forgot your password? Choose "Forgot password" on the login page.',
      ],
      action: 'Log in',
    },
  },
};

export interface PortalAccessMailInput {
  kind: PortalAccessMailKind;
  locale: Locale;
  to: string;
  name: string;
  /** Who gave access: shown to the recipient so they know why they got the mail. */
  inviter: string;
  /** The absolute link of the action (register with the token, or login). */
  link: string;
}

/** Renders a portal-access mail as plain text and simple HTML. */
export function renderPortalAccessMail({
  kind,
  locale,
  to,
  name,
  inviter,
  link,
}: PortalAccessMailInput): OutgoingMail {
  const mail = copy[kind][locale];
  const [first = '', ...rest] = mail.paragraphs(inviter);
  const hello = greeting[locale](name);
  const text = [hello, first, `${mail.action}: ${link}`, ...rest, signature[locale]].join('\n\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(first)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(mail.action)}</a></p>`,
    ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(signature[locale]).replaceAll('\n', '<br>')}</p>`,
  ].join('');
  return {
    to,
    subject: mail.subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="${locale}"><body>${html}</body></html>`,
  };
}
