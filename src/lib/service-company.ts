/**
 * The service company whose portal this is: its name, address, registration numbers, F-gas company
 * certificate and payment terms, printed on every PDF and named on the public sticker page as who to
 * call, and shown by the PWA with an invoice's payment details. Company identity, not demo data:
 * the demo generator, the documents and the screens all read it here.
 * Every text is plain WinAnsi so the standard PDF fonts can print it.
 */

export const SERVICE_COMPANY = {
  name: 'Koelservice Nederland B.V.',
  street: 'Koudeweg 12',
  postalCode: '3542 AB',
  city: 'Utrecht',
  phone: '030 - 241 88 00',
  email: 'service@koelservice.example',
  website: 'www.koelservice.example',
  kvk: '30123456',
  vatNumber: 'NL812345678B01',
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
  /** The company's F-gas certificate (Regulation (EU) 2024/573, company certification). */
  fgasCompanyCertificate: 'STEK-BED-204518',
  paymentTermDays: 30,
} as const;
