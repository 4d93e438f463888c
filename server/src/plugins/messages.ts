/**
 * The server's own user-facing messages, in Dutch (default) and English (product.md §6). The PWA shows
 * `message` from error bodies as-is, so every message a client can see comes from this table, picked by
 * the request's `Accept-Language`. `Unauthenticated` is deliberately not translated: it is a protocol
 * token the PWA matches on (product.md §3).
 */
import type { FastifyRequest } from 'fastify';

export type MessageLocale = 'nl' | 'en';

const messages = {
  unauthenticated: { nl: 'Unauthenticated', en: 'Unauthenticated' },
  invalidCredentials: {
    nl: 'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
    en: 'This email and password combination is not known.',
  },
  invalidTwoFactorCode: {
    nl: 'De code is onjuist of verlopen.',
    en: 'The code is incorrect or has expired.',
  },
  invalidRefreshToken: {
    nl: 'Je sessie is verlopen. Log opnieuw in.',
    en: 'Your session has expired. Please log in again.',
  },
  forbidden: {
    nl: 'Je hebt geen toegang tot deze gegevens.',
    en: 'You do not have access to this data.',
  },
  permissionDenied: {
    nl: 'Je hebt geen toestemming voor deze actie.',
    en: 'You do not have permission to do this.',
  },
  organisationOutOfScope: {
    nl: 'Je hebt geen toegang tot deze organisatie.',
    en: 'You do not have access to this organisation.',
  },
  notFound: { nl: 'Niet gevonden.', en: 'Not found.' },
  routeNotFound: { nl: 'Deze API-route bestaat niet.', en: 'This API route does not exist.' },
  malformedJson: {
    nl: 'De aanvraag bevat geen geldige JSON.',
    en: 'The request body is not valid JSON.',
  },
  badRequest: { nl: 'De aanvraag is ongeldig.', en: 'The request is invalid.' },
  validationFailed: {
    nl: 'De gegevens zijn ongeldig.',
    en: 'The given data was invalid.',
  },
  unknownField: { nl: 'Dit veld is onbekend.', en: 'This field is not allowed.' },
  invalidValue: { nl: 'Deze waarde is ongeldig.', en: 'This value is invalid.' },
  invalidFormat: {
    nl: 'Deze waarde heeft niet de juiste vorm.',
    en: 'This value is not in the right format.',
  },
  fieldRequired: { nl: 'Dit veld is verplicht.', en: 'This field is required.' },
  fieldTooLong: { nl: 'Deze waarde is te lang of te groot.', en: 'This value is too long or too large.' },
  fieldTooShort: { nl: 'Deze waarde is te kort of te klein.', en: 'This value is too short or too small.' },
  bodyTooLarge: {
    nl: 'De aanvraag is te groot.',
    en: 'The request is too large.',
  },
  unsupportedMediaType: {
    nl: 'Dit inhoudstype wordt niet ondersteund; stuur JSON.',
    en: 'This content type is not supported; send JSON.',
  },
  tooManyRequests: {
    nl: 'Te veel pogingen. Probeer het later opnieuw.',
    en: 'Too many attempts. Please try again later.',
  },
  serverError: {
    nl: 'Er ging iets mis. Probeer het later opnieuw.',
    en: 'Something went wrong. Please try again later.',
  },
  fileMissing: {
    nl: 'Het bestand is niet beschikbaar.',
    en: 'The file is not available.',
  },
  passwordTooShort: {
    nl: 'Kies een wachtwoord van minstens 8 tekens.',
    en: 'Choose a password of at least 8 characters.',
  },
  passwordTooLong: {
    nl: 'Kies een wachtwoord van hoogstens 128 tekens.',
    en: 'Choose a password of at most 128 characters.',
  },
  passwordTooCommon: {
    nl: 'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
    en: 'This password is too common and easy to guess. Choose another password.',
  },
  passwordResetRequested: {
    nl: 'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail om je wachtwoord opnieuw in te stellen.',
    en: 'If this email address is known to us, you will receive an email to reset your password within a few minutes.',
  },
  passwordReset: {
    nl: 'Je wachtwoord is opnieuw ingesteld. Je kunt nu inloggen.',
    en: 'Your password has been reset. You can log in now.',
  },
  invalidResetToken: {
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe aan.',
    en: 'This password reset link has expired or has already been used. Please request a new one.',
  },
  registrationReceived: {
    nl: 'Bedankt voor je registratie. Controleer je e-mail om verder te gaan.',
    en: 'Thank you for registering. Please check your email to continue.',
  },
  invalidConfirmationToken: {
    nl: 'Deze bevestigingslink is verlopen of al gebruikt.',
    en: 'This confirmation link has expired or has already been used.',
  },
  invalidInvitation: {
    nl: 'Deze uitnodiging is verlopen, ingetrokken of al gebruikt.',
    en: 'This invitation has expired, has been revoked or has already been used.',
  },
  invitationEmailMismatch: {
    nl: 'Gebruik het e-mailadres waarop je de uitnodiging hebt ontvangen.',
    en: 'Use the email address the invitation was sent to.',
  },
  invitationAccountExists: {
    nl: 'Er bestaat al een account met dit e-mailadres. Log in of stel je wachtwoord opnieuw in.',
    en: 'An account with this email address already exists. Log in or reset your password.',
  },
  currentPasswordIncorrect: {
    nl: 'Je huidige wachtwoord is onjuist.',
    en: 'Your current password is incorrect.',
  },
  passwordChanged: {
    nl: 'Je wachtwoord is gewijzigd. Je bent op je andere apparaten uitgelogd.',
    en: 'Your password has been changed. You have been logged out on your other devices.',
  },
  twoFactorAlreadyEnabled: {
    nl: 'Tweestapsverificatie staat al aan. Zet haar eerst uit om een nieuwe app te koppelen.',
    en: 'Two-factor authentication is already on. Turn it off first to link a new app.',
  },
  twoFactorSetupMissing: {
    nl: 'Er wordt geen tweestapsverificatie ingesteld. Begin opnieuw met het instellen.',
    en: 'No two-factor setup is in progress. Please start the setup again.',
  },
} as const satisfies Record<string, Record<MessageLocale, string>>;

export type MessageKey = keyof typeof messages;

/** The message for `key` in `locale`. */
export function translate(key: MessageKey, locale: MessageLocale): string {
  return messages[key][locale];
}

/**
 * The first supported language in an `Accept-Language` header, honouring q-values; Dutch when the
 * header is missing or names nothing we speak.
 */
export function localeFromAcceptLanguage(header: string | undefined): MessageLocale {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    if (entry.language === 'nl' || entry.language === 'en') return entry.language;
  }
  return 'nl';
}

/** The message for `key` in the language the request asked for. */
export function messageFor(request: FastifyRequest, key: MessageKey): string {
  return translate(key, localeFromAcceptLanguage(request.headers['accept-language']));
}
