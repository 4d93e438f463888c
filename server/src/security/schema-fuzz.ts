/**
 * Request inputs for the fuzz suite, generated from an operation's OpenAPI schemas with fast-check,
 * and the judge that says whether an input breaks its schema (so a 2xx to it is "invalid accepted").
 *
 * The judge is written from the contract, independently of the server's validators:
 * - the declared JSON Schema (types, required and extra properties of strict objects, enums, patterns,
 *   lengths, ranges, item counts);
 * - product.md §3: an undeclared query parameter, or an array or object where a scalar belongs,
 *   answers 422; a sync cursor is a 64-bit change sequence;
 * - the input rules: no text may hold U+0000, another C0 control except tab, line feed and carriage
 *   return, or a lone UTF-16 surrogate.
 * Where the document cannot say (a missing body whose schema requires nothing, a body on a route that
 * declares none), the judge calls the input valid: only certain violations are counted.
 */
import fc from 'fast-check';
import type { JsonSchema, Operation, OperationParameter } from './openapi-operations';

/** The largest sync cursor: change sequences are PostgreSQL bigints. */
const maxCursor = 2n ** 63n - 1n;

export function hasForbiddenText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A problem with a JSON value against `schema`, or null when it conforms (or the schema cannot tell). */
export function jsonProblem(schema: JsonSchema, value: unknown, path = 'body'): string | null {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const problems = alternatives.map((branch) => jsonProblem(branch, value, path));
    return problems.includes(null) ? null : problems[0]!;
  }
  for (const part of schema.allOf ?? []) {
    const problem = jsonProblem(part, value, path);
    if (problem) return problem;
  }
  if (schema.enum && !schema.enum.some((option) => option === value)) return `${path}: not one of the enum`;
  if ('const' in schema && schema.const !== value) return `${path}: not the constant`;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((type) => hasType(type, value)))
    return `${path}: not ${types.join('|')}`;
  if (typeof value === 'string') {
    if (hasForbiddenText(value)) return `${path}: forbidden characters`;
    if (schema.minLength !== undefined && value.length < schema.minLength) return `${path}: too short`;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${path}: too long`;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return `${path}: pattern`;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${path}: below minimum`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${path}: above maximum`;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      return `${path}: below minimum`;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      return `${path}: above maximum`;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return `${path}: too few items`;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${path}: too many items`;
    if (schema.items)
      for (const [index, item] of value.entries()) {
        const problem = jsonProblem(schema.items, item, `${path}[${index}]`);
        if (problem) return problem;
      }
  }
  if (isPlainObject(value)) {
    for (const key of Object.keys(value))
      if (hasForbiddenText(key)) return `${path}: forbidden characters in a key`;
    for (const name of schema.required ?? [])
      if (value[name] === undefined) return `${path}.${name}: missing`;
    const properties = schema.properties ?? {};
    if (schema.additionalProperties === false) {
      const extra = Object.keys(value).find((key) => !(key in properties));
      if (extra !== undefined) return `${path}.${extra}: not declared`;
    }
    for (const [name, property] of Object.entries(properties)) {
      if (value[name] === undefined) continue;
      const problem = jsonProblem(property, value[name], `${path}.${name}`);
      if (problem) return problem;
    }
  }
  return null;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return true;
  }
}

/** What the server's bracket-format parser makes of one query parameter's occurrences. */
export type QueryShape = string | string[] | Record<string, unknown>;

function acceptsArray(schema: JsonSchema): JsonSchema | undefined {
  if ([schema.type].flat().includes('array')) return schema.items ?? {};
  return (schema.anyOf ?? schema.oneOf)?.find((branch) => [branch.type].flat().includes('array'))?.items;
}

function scalarBranches(schema: JsonSchema): JsonSchema[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return [schema];
  return alternatives.filter((branch) => ![branch.type].flat().includes('array'));
}

/** A problem with one query string value (always text on the wire) against a scalar schema. */
function queryScalarProblem(parameter: OperationParameter, schema: JsonSchema, raw: string): string | null {
  const where = `query ${parameter.name}`;
  if (hasForbiddenText(raw)) return `${where}: forbidden characters`;
  const types = [schema.type].flat();
  if (types.includes('integer') || types.includes('number')) {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) return `${where}: not a number`;
    const number = Number(raw);
    if (types.includes('integer') && !types.includes('number') && !Number.isInteger(number))
      return `${where}: not an integer`;
    return jsonProblem({ ...schema, type: 'number' }, number, where);
  }
  if (types.includes('boolean')) return raw === 'true' || raw === 'false' ? null : `${where}: not a boolean`;
  if (parameter.name === 'updatedSince' && /^\d+$/.test(raw) && BigInt(raw) > maxCursor)
    return `${where}: beyond a 64-bit cursor`;
  return jsonProblem(schema, raw, where);
}

/** A problem with a parameter as parsed from the query, or null. */
export function queryProblem(parameter: OperationParameter, shape: QueryShape): string | null {
  const schema = parameter.schema;
  const itemSchema = acceptsArray(schema);
  if (Array.isArray(shape)) {
    if (!itemSchema) return `query ${parameter.name}: an array where a scalar belongs`;
    for (const item of shape) {
      const problem = queryScalarProblem(parameter, itemSchema, item);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof shape !== 'string') return `query ${parameter.name}: an object where a scalar belongs`;
  const problems = scalarBranches(schema).map((branch) => queryScalarProblem(parameter, branch, shape));
  if (problems.length === 0) return `query ${parameter.name}: an array is required`;
  return problems.includes(null) ? null : problems[0]!;
}

// ---------------------------------------------------------------- generators

/** Strings the rules refuse: NUL, other C0 controls, lone surrogates (only JSON can carry those). */
const forbiddenInText = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f'];
const loneSurrogates = ['\ud800', '\udfff', '\udbff'];

export interface IdPool {
  /** Ids of real records, best first for `path`; any id string of the database otherwise. */
  idsFor(path: string): readonly string[];
}

/** A string that looks valid for `schema` (it may still break a constraint: the judge decides). */
function plausibleString(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  const isUuid = schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}');
  if (isUuid)
    return fc.oneof(...(ids.length > 0 ? [{ arbitrary: fc.constantFrom(...ids), weight: 3 }] : []), {
      arbitrary: fc.uuid({ version: 7 }),
      weight: 1,
    });
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email')
    return fc.constantFrom('klant@bakkerij-dejong.example', 'nieuw@fuzz.example', 'a@b.nl');
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 60 });
    } catch {
      return fc.string({ maxLength: 20 });
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: 'grapheme' });
}

/** A string that breaks something: forbidden characters, a huge length, a wrong format. */
function hostileString(options: { json: boolean; hugeBytes: number }): fc.Arbitrary<string> {
  const forbidden = options.json ? [...forbiddenInText, ...loneSurrogates] : forbiddenInText;
  return fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...forbidden), fc.string({ maxLength: 8 }))
      .map(([before, bad, after]) => `${before}${bad}${after}`),
    fc.constant('x'.repeat(options.hugeBytes)),
    fc.constantFrom(
      'not-a-uuid',
      '00000000-0000-0000-0000-00000000000g',
      "'; drop table users; --",
      '../../etc/passwd',
      '%00',
      '{}',
      '[]',
      ' ',
      '0',
      '-1',
      'NaN',
      '1e309',
    ),
  );
}

/** Any JSON value of the wrong kind. */
const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(Number.MAX_SAFE_INTEGER * 4),
  fc.string({ maxLength: 10 }),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** A JSON value for `schema`: mostly plausible, sometimes hostile (the judge tells which). */
export function jsonValue(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((branch) => jsonValue(branch, ids, depth + 1)));
  const types = [schema.type].flat();
  const plausible = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (types.includes('string')) return plausibleString(schema, ids);
    if (types.includes('integer') || types.includes('number')) {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return types.includes('integer')
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    if (types.includes('boolean')) return fc.boolean();
    if (types.includes('null')) return fc.constant(null);
    if (types.includes('array')) {
      if (depth > 3) return fc.constant([]);
      return fc.array(jsonValue(schema.items ?? {}, ids, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    }
    if (types.includes('object') || schema.properties) return jsonObject(schema, ids, depth);
    return wrongJson;
  })();
  if (depth > 3) return plausible;
  return fc.oneof(
    { arbitrary: plausible, weight: 12 },
    { arbitrary: hostileString({ json: true, hugeBytes: 100 * 1024 }), weight: 1 },
    { arbitrary: wrongJson, weight: 1 },
  );
}

/** An object for `schema`: each property present or not, sometimes a required one missing, sometimes an extra one. */
function jsonObject(
  schema: JsonSchema,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fc
      .tuple(fc.integer({ min: 0, max: 19 }), jsonValue(property, ids, depth + 1))
      .map(([dice, value]): [string, unknown] | null => {
        // Required: present 19 times in 20; optional: present half the time.
        const present = required.has(name) ? dice > 0 : dice % 2 === 0;
        return present ? [name, value] : null;
      }),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(
        fc.tuple(fc.constantFrom('extra', 'isAdmin', '__proto__', 'organisationId ', 'id'), wrongJson),
        { freq: 8 },
      ),
    )
    .map(([pairs, extra]) => {
      const object: Record<string, unknown> = {};
      for (const pair of pairs) if (pair) object[pair[0]] = pair[1];
      if (extra)
        Object.defineProperty(object, extra[0], {
          value: extra[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return object;
    });
}

/** One query string: the pairs sent and what the judge makes of them. */
export interface GeneratedQuery {
  text: string;
  problem: string | null;
}

const encode = (text: string) => encodeURIComponent(text);

/** A query value for one parameter: plausible or hostile, as text (no lone surrogates: a URL cannot carry them). */
function queryText(parameter: OperationParameter, ids: readonly string[]): fc.Arbitrary<string> {
  const schema = parameter.schema;
  const itemSchema = acceptsArray(schema);
  const scalar = scalarBranches(schema)[0] ?? itemSchema ?? {};
  const types = [scalar.type].flat();
  const plausible = ((): fc.Arbitrary<string> => {
    if (scalar.enum) return fc.constantFrom(...scalar.enum.map(String));
    if (types.includes('integer') || types.includes('number')) {
      const min = scalar.minimum ?? 0;
      return fc
        .integer({ min: Math.ceil(min), max: Math.min(scalar.maximum ?? 1000, Math.ceil(min) + 200) })
        .map(String);
    }
    if (parameter.name === 'updatedSince') return fc.bigInt({ min: 0n, max: 10_000n }).map(String);
    return plausibleString(scalar, ids);
  })();
  const cursors = fc.constantFrom(
    '-1',
    '99999999999999999999',
    '9223372036854775808',
    '9223372036854775807',
    'abc',
    '1.5',
    '0x10',
    '１２',
  );
  return fc.oneof(
    { arbitrary: plausible, weight: 10 },
    { arbitrary: hostileString({ json: false, hugeBytes: 4 * 1024 }), weight: 2 },
    { arbitrary: cursors, weight: 1 },
  );
}

/** A whole query string for `operation`: a few declared parameters in plain or bracket forms, sometimes an undeclared one. */
export function queryString(operation: Operation, ids: readonly string[]): fc.Arbitrary<GeneratedQuery> {
  const parameters = operation.query;
  if (parameters.length === 0)
    return fc.constantFrom<GeneratedQuery>({ text: '', problem: null }, { text: 'fuzz=1', problem: null });
  const form = fc.constantFrom(
    'plain',
    'plain',
    'plain',
    'plain',
    'brackets',
    'index',
    'key',
    'nested',
    'repeated',
  );
  const one = fc
    .constantFrom(...parameters)
    .chain((parameter) =>
      fc.tuple(fc.constant(parameter), form, queryText(parameter, ids), queryText(parameter, ids)),
    );
  return fc
    .tuple(
      fc.array(one, { maxLength: 4 }),
      fc.option(fc.constantFrom('fuzz', 'perpage', 'organisationId', 'sort'), { freq: 6 }),
    )
    .map(([chosen, undeclared]) => {
      const pairs: string[] = [];
      const seen = new Map<OperationParameter, QueryShape>();
      for (const [parameter, shape, value, second] of chosen) {
        if (seen.has(parameter)) continue;
        const name = encode(parameter.name);
        switch (shape) {
          case 'plain':
            pairs.push(`${name}=${encode(value)}`);
            seen.set(parameter, value);
            break;
          case 'brackets':
            pairs.push(`${name}[]=${encode(value)}`, `${name}[]=${encode(second)}`);
            seen.set(parameter, [value, second]);
            break;
          case 'index':
            pairs.push(`${name}[0]=${encode(value)}`);
            seen.set(parameter, [value]);
            break;
          case 'key':
            pairs.push(`${name}[a]=${encode(value)}`);
            seen.set(parameter, { a: value });
            break;
          case 'nested':
            pairs.push(`${name}[a][b]=${encode(value)}`);
            seen.set(parameter, { a: { b: value } });
            break;
          default:
            pairs.push(`${name}=${encode(value)}`, `${name}=${encode(second)}`);
            seen.set(parameter, [value, second]);
        }
      }
      let problem: string | null = null;
      for (const [parameter, shape] of seen) problem ??= queryProblem(parameter, shape);
      for (const parameter of parameters)
        if (parameter.required && !seen.has(parameter)) problem ??= `query ${parameter.name}: missing`;
      if (undeclared && !parameters.some((parameter) => parameter.name === undeclared)) {
        pairs.push(`${undeclared}=1`);
        problem ??= `query ${undeclared}: not declared`;
      }
      return { text: pairs.join('&'), problem };
    });
}

/** A request body as sent: its bytes, its content type and what the judge makes of it. */
export interface GeneratedBody {
  payload?: string | Buffer;
  contentType?: string;
  problem: string | null;
  label: string;
}

const malformedJson = ['{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":"\\x"}', '\u0000{}', '{}{}'];

/** A body for a route that declares the JSON body `schema`. */
export function jsonBody(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<GeneratedBody> {
  const requiresSomething = (schema.required ?? []).length > 0;
  const asJson = jsonValue(schema, ids).map((value): GeneratedBody => {
    const text = JSON.stringify(value) ?? 'null';
    return {
      payload: text,
      contentType: 'application/json',
      problem: jsonProblem(schema, JSON.parse(text)),
      label: 'json',
    };
  });
  return fc.oneof(
    { arbitrary: asJson, weight: 14 },
    {
      arbitrary: fc.constantFrom(...malformedJson).map((text): GeneratedBody => ({
        payload: text,
        contentType: 'application/json',
        problem: 'malformed JSON',
        label: 'malformed json',
      })),
      weight: 1,
    },
    {
      arbitrary: asJson.map((body): GeneratedBody => ({
        payload: body.payload,
        contentType: 'text/plain',
        problem: 'a text body where JSON belongs',
        label: 'text/plain',
      })),
      weight: 1,
    },
    {
      // `fuzz` is a field no declared body has: even a route that parses forms must refuse it.
      arbitrary: asJson.map((body): GeneratedBody => ({
        payload: `fuzz=${encodeURIComponent(String(body.payload))}`,
        contentType: 'application/x-www-form-urlencoded',
        problem: 'a form body with an undeclared field',
        label: 'form',
      })),
      weight: 1,
    },
    {
      arbitrary: asJson.map((body): GeneratedBody => ({
        payload: body.payload,
        problem: requiresSomething ? 'a body without content type' : null,
        label: 'no content type',
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<GeneratedBody>(
        { problem: requiresSomething ? 'no body' : null, label: 'no body' },
        { payload: '', contentType: 'application/json', problem: 'an empty JSON body', label: 'empty json' },
      ),
      weight: 1,
    },
  );
}

/** A body for a route that declares none: nothing mostly, sometimes stray bytes it must ignore or refuse. */
export const strayBody: fc.Arbitrary<GeneratedBody> = fc.oneof(
  { arbitrary: fc.constant<GeneratedBody>({ problem: null, label: 'no body' }), weight: 6 },
  {
    arbitrary: wrongJson.map((value): GeneratedBody => ({
      payload: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
      problem: null,
      label: 'stray json',
    })),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(...malformedJson).map((text): GeneratedBody => ({
      payload: text,
      contentType: 'text/plain',
      problem: null,
      label: 'stray text',
    })),
    weight: 1,
  },
);
