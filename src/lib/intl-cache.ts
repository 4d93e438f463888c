/**
 * Intl formatters, made once per locale and options and then shared. Making one costs far more than
 * formatting with it (tens of microseconds, more with a time zone), and a list screen formats a few
 * values per row at every render; so every `Intl` formatter of the app comes from here (a lint rule
 * keeps `new Intl.…` in this file).
 */
type Made = Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator;

const made = new Map<string, Made>();

function shared<T extends Made>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return shared('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return shared('collator', locale, options, () => new Intl.Collator(locale, options));
}
