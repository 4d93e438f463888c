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
  mustBePositive: { nl: 'Vul een hoeveelheid groter dan 0 in.', en: 'Enter a quantity greater than 0.' },
  notAllowedForKind: {
    nl: 'Dit veld hoort niet bij dit soort logboekregel.',
    en: 'This field does not belong to this kind of logbook entry.',
  },
  inTheFuture: { nl: 'Dit tijdstip ligt in de toekomst.', en: 'This time lies in the future.' },
  refrigerantMismatch: {
    nl: 'Deze installatie bevat een ander koudemiddel. Een ombouw leg je vast als eerste vulling.',
    en: 'This installation holds another refrigerant. Record a retrofit as a first fill.',
  },
  unknownRefrigerant: { nl: 'Dit koudemiddel is onbekend.', en: 'This refrigerant is not known.' },
  logbookEntryNotOfDevice: {
    nl: 'Deze logboekregel hoort niet bij deze installatie.',
    en: 'This logbook entry does not belong to this installation.',
  },
  workOrderNotOfDevice: {
    nl: 'Deze werkbon hoort niet bij deze organisatie.',
    en: 'This work order does not belong to this organisation.',
  },
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
  idempotencyKeyInvalid: {
    nl: 'De Idempotency-Key moet één UUID zijn.',
    en: 'The Idempotency-Key must be a single UUID.',
  },
  idempotencyKeyReused: {
    nl: 'Deze Idempotency-Key is al gebruikt voor een andere aanvraag.',
    en: 'This Idempotency-Key has already been used for a different request.',
  },
  idempotencyRequestInFlight: {
    nl: 'Deze aanvraag wordt al verwerkt. Probeer het zo opnieuw.',
    en: 'This request is already being processed. Please try again shortly.',
  },
  recordIdTaken: {
    nl: 'Er bestaat al een record met dit id.',
    en: 'A record with this id already exists.',
  },
  serviceObjectNotInOrganisation: {
    nl: 'Dit object hoort niet bij deze organisatie.',
    en: 'This service object does not belong to this organisation.',
  },
  assigneeNotAllowed: {
    nl: 'Deze gebruiker kan deze taak niet krijgen: kies iemand van deze organisatie of van de servicedienst.',
    en: 'This user cannot be given this task: choose someone of this organisation or of the service company.',
  },
  // Users, roles and portal access (seed-spec §5, §6, §8): the English texts of §8 are the seed's own.
  permissionsRequired: {
    nl: 'Je moet minstens één recht selecteren',
    en: 'You must select at least one permission',
  },
  permissionsUpdated: { nl: 'Rechten bijgewerkt', en: 'Permissions updated' },
  permissionUnknown: {
    nl: 'Een of meer van deze rechten bestaan niet.',
    en: 'One or more of these permissions do not exist.',
  },
  permissionNotGrantable: {
    nl: 'Je kunt geen rechten toekennen die je zelf niet hebt.',
    en: 'You cannot grant permissions you do not have yourself.',
  },
  superadminProtected: {
    nl: 'Alleen een superbeheerder kan een superbeheerder wijzigen.',
    en: 'Only a superadmin can change a superadmin.',
  },
  cannotDeactivateSelf: {
    nl: 'Je kunt je eigen account niet deactiveren.',
    en: 'You cannot deactivate your own account.',
  },
  roleNotAssignable: {
    nl: 'Deze rol bestaat niet of is niet actief.',
    en: 'This role does not exist or is not active.',
  },
  defaultRoleRequired: {
    nl: 'Er is altijd precies één standaardrol. Maak een andere rol de standaardrol.',
    en: 'There is always exactly one default role. Make another role the default role instead.',
  },
  inactiveRoleCannotBeDefault: {
    nl: 'Een inactieve rol kan niet de standaardrol zijn. Activeer de rol eerst.',
    en: 'An inactive role cannot be the default role. Activate the role first.',
  },
  defaultRoleCannotBeDeactivated: {
    nl: 'De standaardrol kan niet worden gedeactiveerd. Maak eerst een andere rol de standaardrol.',
    en: 'The default role cannot be deactivated. Make another role the default role first.',
  },
  defaultRoleCannotBeDeleted: {
    nl: 'De standaardrol kan niet worden verwijderd. Maak eerst een andere rol de standaardrol.',
    en: 'The default role cannot be deleted. Make another role the default role first.',
  },
  roleHasUsers: {
    nl: 'Deze rol heeft nog gebruikers. Bevestig dat zij naar de standaardrol worden verplaatst.',
    en: 'This role still has users. Confirm moving them to the default role.',
  },
  noDefaultRole: {
    nl: 'Er is geen standaardrol om de gebruikers naar te verplaatsen.',
    en: 'There is no default role to move the users to.',
  },
  roleDeleted: { nl: 'Rol verwijderd', en: 'Role deleted' },
  roleDeletedUsersMoved: {
    nl: 'Rol verwijderd, gebruikers van de rol zijn verplaatst naar de standaardrol',
    en: 'Role deleted, role users moved to default role',
  },
  contactHasNoEmail: {
    nl: 'Deze contactpersoon heeft geen e-mailadres.',
    en: 'This contact has no email address.',
  },
  contactAlreadyHasAccess: {
    nl: 'Deze contactpersoon heeft al toegang tot het portaal.',
    en: 'This contact already has access to the portal.',
  },
  contactEmailHasAccount: {
    nl: 'Er bestaat al een portaalaccount met het e-mailadres van deze contactpersoon.',
    en: 'A portal account with this contact’s email address already exists.',
  },
  cannotRemoveOwnAccess: {
    nl: 'Je kunt je eigen toegang tot het portaal niet intrekken.',
    en: 'You cannot remove your own access to the portal.',
  },
  invitationSent: {
    nl: 'De uitnodiging is verstuurd.',
    en: 'The invitation has been sent.',
  },
  portalAccessRestored: {
    nl: 'De toegang tot het portaal is hersteld.',
    en: 'Access to the portal has been restored.',
  },
  portalAccessRemoved: {
    nl: 'De toegang tot het portaal is ingetrokken.',
    en: 'Access to the portal has been removed.',
  },
  userRequestSent: {
    nl: 'Je aanvraag is verstuurd. We nemen snel contact met je op.',
    en: 'Your request has been sent. We will contact you shortly.',
  },
  organisationRequired: {
    nl: 'Kies de organisatie waarvoor je een gebruiker aanvraagt.',
    en: 'Choose the organisation you are requesting a user for.',
  },
  // Uploads (product.md §7).
  tooManyFiles: {
    nl: 'Er zijn te veel bestanden tegelijk gestuurd.',
    en: 'Too many files were sent at once.',
  },
  fileTooLarge: {
    nl: 'Een bestand is groter dan toegestaan.',
    en: 'A file is larger than allowed.',
  },
  fileTypeNotAllowed: {
    nl: 'Dit soort bestand kan hier niet worden geüpload.',
    en: 'This kind of file cannot be uploaded here.',
  },
  noFilesSent: {
    nl: 'Er is geen bestand meegestuurd.',
    en: 'No file was sent.',
  },
  // Documents and folders.
  folderNameTaken: {
    nl: 'Er bestaat al een map met deze naam op deze plek.',
    en: 'A folder with this name already exists here.',
  },
  folderNotInOrganisation: {
    nl: 'Deze map hoort niet bij deze organisatie.',
    en: 'This folder does not belong to this organisation.',
  },
  folderNotOfDevice: {
    nl: 'Deze map hoort bij een andere installatie.',
    en: 'This folder belongs to another device.',
  },
  documentOwnedByRecord: {
    nl: 'Dit document hoort bij een order, offerte of bericht en kan hier niet worden verwijderd.',
    en: 'This document belongs to an order, offer or message and cannot be deleted here.',
  },
  // Offer responses (product.md §5).
  offerNoLongerOpen: {
    nl: 'Deze offerte kan niet meer worden beantwoord: er is al op gereageerd of hij is vervallen.',
    en: 'This offer can no longer be answered: it has already been responded to or withdrawn.',
  },
  offerChangedSinceVersion: {
    nl: 'Deze offerte is gewijzigd sinds je hem bekeek. Bekijk de nieuwe versie en reageer opnieuw.',
    en: 'This offer has changed since you viewed it. Review the new version and respond again.',
  },
  offerExpired: {
    nl: 'Deze offerte is niet meer geldig. Neem contact op voor een nieuwe offerte.',
    en: 'This offer is no longer valid. Please contact us for a new offer.',
  },
  messageSaved: {
    nl: 'Bericht opgeslagen',
    en: 'Message saved',
  },
  synchronizationRunning: {
    nl: 'Er loopt al een synchronisatie voor deze organisatie. Wacht tot die klaar is.',
    en: 'A synchronization of this organisation is already running. Wait until it has finished.',
  },
  timelineUpdated: {
    nl: 'De tijdlijn is bijgewerkt',
    en: 'Timeline is updated',
  },
  messageMailed: {
    nl: 'Het bericht is naar je e-mailadres gestuurd',
    en: 'The message has been sent to your email address',
  },
  notAMessageItem: {
    nl: 'Dit tijdlijnitem is geen bericht.',
    en: 'This timeline item is not a message.',
  },
  notYourMessage: {
    nl: 'Alleen de afzender kan dit bericht wijzigen.',
    en: 'Only the sender can change this message.',
  },
  serviceOverloaded: {
    nl: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
    en: 'The server is very busy right now. Please try again in a few seconds.',
  },
  invalidCharacters: {
    nl: 'Deze waarde bevat tekens die niet zijn toegestaan.',
    en: 'This value contains characters that are not allowed.',
  },
  malformedMultipart: {
    nl: 'Het bestand is niet goed verstuurd. Probeer het opnieuw.',
    en: 'The file was not sent correctly. Please try again.',
  },
  channelNotAllowed: {
    nl: 'Je hebt geen toegang tot dit kanaal.',
    en: 'You do not have access to this channel.',
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
