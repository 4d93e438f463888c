/**
 * The mail of an inbound message to the signed-in user (`POST timeline/{id}/inboundmessage/mail`), in
 * the user's language: who sent it and when, the subject and the text as it stands now (after any
 * correction). Plain text and simple HTML with the same content, like the other mails.
 */
import type { Locale } from '../../../src/api/contract/common';
import type { OutgoingMail } from '../mail/mailer';
import { escapeHtml } from '../mail/mail-templates';
import { dateTimeFormat } from '../../../src/lib/intl-cache';

export interface MessageMailInput {
  locale: Locale;
  to: string;
  message: { subject: string; body: string; senderName: string; receivedAt: Date };
}

const copy = {
  nl: {
    subject: (subject: string) => `Bericht: ${subject}`,
    from: 'Van',
    received: 'Ontvangen',
    footer: 'Je hebt dit bericht vanuit de tijdlijn van het Koelservice-portaal naar jezelf gestuurd.',
  },
  en: {
    subject: (subject: string) => `Message: ${subject}`,
    from: 'From',
    received: 'Received',
    footer: 'You sent this message to yourself from the timeline of the Koelservice portal.',
  },
} as const;

export function renderMessageMail({ locale, to, message }: MessageMailInput): OutgoingMail {
  const words = copy[locale];
  const received = dateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(message.receivedAt);
  const header = [`${words.from}: ${message.senderName}`, `${words.received}: ${received}`];
  const text = [...header, '', message.subject, '', message.body, '', words.footer].join('\n');
  const html = [
    `<p>${header.map(escapeHtml).join('<br>')}</p>`,
    `<h1 style="font-size:1.1em">${escapeHtml(message.subject)}</h1>`,
    `<p>${escapeHtml(message.body).replaceAll('\n', '<br>')}</p>`,
    `<p style="color:#555">${escapeHtml(words.footer)}</p>`,
  ].join('');
  return { to, subject: words.subject(message.subject), text, html };
}
