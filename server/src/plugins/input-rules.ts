/**
 * The rules every request input obeys before its route schema looks at it, in one place:
 *
 * - Text: no string anywhere in the body, the query, the path parameters or the validated headers
 *   (values and object keys alike) may hold U+0000, another C0 control except tab, line feed and
 *   carriage return, or a lone UTF-16 surrogate. PostgreSQL cannot store U+0000 (it fails the whole
 *   statement), and a lone surrogate cannot be written as UTF-8, so such text would otherwise end in
 *   a 500 or be silently altered. It answers 422 naming the field (`invalidCharacters`).
 * - Query strings: parsed in the bracket format with bounded counts; a query over a bound answers
 *   422 instead of being cut short, so no filter value is silently dropped.
 *
 * Multipart uploads bypass the schema validators, so their text fields and file names are checked
 * with `hasForbiddenCharacters` by `server/src/files/multipart-upload.ts`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import { z } from 'zod';

/** The message of the validation issue a forbidden character raises; the error handler localizes it. */
export const invalidCharactersIssue = 'invalid_characters';
/** The message of the validation issue of a query string over its bounds. */
export const queryOverLimitIssue = 'query_over_limit';

/** How many offending fields one answer names at most; the walk stops there. */
const maxReportedFields = 20;

/**
 * True when `text` holds a character no stored text may hold: U+0000-U+001F except tab, line feed
 * and carriage return, or half of a surrogate pair without its other half.
 */
export function hasForbiddenCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** A value still to look at, with the key that leads to it from its parent (paths are built only when needed). */
interface PendingValue {
  value: unknown;
  key?: string | number;
  parent?: PendingValue;
}

function pathOf(node: PendingValue | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let current = node; current?.key !== undefined; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The paths of the strings in `value` (values, and keys of plain objects) with a forbidden character,
 * at most `maxReportedFields`. Iterative and linear in the size of `value`, so a deeply nested body
 * can neither exhaust the stack nor take quadratic time.
 */
export function forbiddenTextPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: PendingValue[] = [{ value }];
  while (pending.length > 0 && found.length < maxReportedFields) {
    const node = pending.pop()!;
    if (typeof node.value === 'string') {
      if (hasForbiddenCharacters(node.value)) found.push(pathOf(node));
    } else if (Array.isArray(node.value)) {
      node.value.forEach((item: unknown, index) => pending.push({ value: item, key: index, parent: node }));
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, item] of Object.entries(node.value)) {
        const child = { value: item, key, parent: node };
        if (hasForbiddenCharacters(key)) found.push(pathOf(child));
        else pending.push(child);
      }
    }
  }
  return found;
}

/** Marks a query string that went over a bound of `parseQueryString`. */
const queryOverLimit = Symbol('query over limit');

/**
 * Query strings use the bracket array format (`status[]=open&status[]=overdue`, product.md §3).
 * Depth and counts are bounded so a hostile query cannot build large nested objects. A query over
 * a bound is not cut short (that would drop filter values silently) but marked, and its validation
 * answers 422. Never throws: a throw here would escape the router.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  try {
    return qs.parse(query, {
      depth: 1,
      arrayLimit: 100,
      parameterLimit: 100,
      allowDots: false,
      throwOnLimitExceeded: true,
    });
  } catch {
    return { [queryOverLimit]: true };
  }
}

/** The input rules as a zod schema, so their refusals reach the error handler like any schema issue. */
const InputRules = z.unknown().superRefine((value, ctx) => {
  if (value !== null && typeof value === 'object' && queryOverLimit in value) {
    ctx.addIssue({ code: 'custom', message: queryOverLimitIssue, path: [] });
    return;
  }
  for (const path of forbiddenTextPaths(value)) {
    ctx.addIssue({ code: 'custom', message: invalidCharactersIssue, path });
  }
});

/**
 * fastify-type-provider-zod's validator with the input rules run first: a part (body, querystring,
 * params, headers) that breaks them is refused before its route schema parses or transforms it.
 */
export const inputRulesValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const checkRules = validatorCompiler({ ...route, schema: InputRules });
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const rules = checkRules(data);
    if (typeof rules === 'object' && 'error' in rules && rules.error) return rules;
    return validate(data);
  };
};
