/**
 * A response serializer with the zod serializer's answer (fastify-type-provider-zod's
 * `serializerCompiler`: the value checked by the route's schema, `z.encode`d, then `JSON.stringify`),
 * for every response (app.ts): the common shapes are checked and copied by a plan compiled once per
 * schema instead of by zod's general machinery per value, which took half of a 100-record page's
 * serialization (about 0.45 of 0.55 ms for the tasks page, more under load).
 *
 * Guarantees, for every value:
 * - the text is exactly the zod serializer's: `JSON.stringify` of a copy holding the schema's keys in
 *   the schema's order, unknown keys left out (nothing the schema does not name reaches the wire);
 * - the plan accepts a value only where zod accepts it unchanged: objects, arrays, strings (plain, or
 *   with pattern-only formats: uuid, guid, ISO date, time and date-time), finite numbers (plain, safe
 *   integers, bounds), booleans, enums, literals, null, optional, and a plain union's first option.
 *   Any other part of a schema (a transform, another union option, another check) is handed to zod
 *   for that part's value only;
 * - whenever anything fails the plan's checks, the whole value goes through the zod serializer, so an
 *   invalid answer fails exactly as before (`ResponseSerializationError`).
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type SerializerCompilerInput = Parameters<typeof serializerCompiler>[0];

/**
 * A compiled part of a plan: the value as zod's encode answers it (a copy of objects with the schema's
 * keys only), or `skip` for undefined, which leaves its key out.
 */
type Clean = (value: unknown) => unknown;

const skip = Symbol('skip');

/** Thrown inside a plan when a value fails its checks: the caller falls back to zod. */
class PlanMiss extends Error {}
const miss = new PlanMiss();

/** The zod internals a plan is compiled from (zod v4 `_zod.def`). */
interface ZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: ZodInternals[];
      coerce?: boolean;
      format?: string;
      pattern?: unknown;
      when?: unknown;
      check?: string;
      value?: unknown;
      inclusive?: boolean;
      shape?: Record<string, ZodInternals>;
      catchall?: unknown;
      element?: ZodInternals;
      innerType?: ZodInternals;
      entries?: Record<string, unknown>;
      values?: unknown[];
      options?: ZodInternals[];
      discriminator?: unknown;
    };
    traits: Set<string>;
  };
}

/** String formats zod checks with nothing but their pattern. */
const patternFormats = new Set(['uuid', 'guid', 'date', 'time', 'datetime']);

function stringPatterns(schema: ZodInternals): RegExp[] | null {
  const { def } = schema._zod;
  if (def.coerce) return null;
  const checks = schema._zod.traits.has('$ZodCheck') ? [schema, ...(def.checks ?? [])] : (def.checks ?? []);
  const patterns: RegExp[] = [];
  for (const check of checks) {
    const c = check._zod.def;
    if (c.when || c.check !== 'string_format' || !patternFormats.has(c.format ?? '')) return null;
    if (!(c.pattern instanceof RegExp)) return null;
    patterns.push(c.pattern);
  }
  return patterns;
}

function numberTest(schema: ZodInternals): ((value: number) => boolean) | null {
  const { def } = schema._zod;
  if (def.coerce) return null;
  const tests: ((value: number) => boolean)[] = [];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.when) return null;
    if (c.check === 'number_format' && c.format === 'safeint') tests.push(Number.isSafeInteger);
    else if (c.check === 'greater_than' && typeof c.value === 'number') {
      const bound = c.value;
      tests.push(c.inclusive ? (value) => value >= bound : (value) => value > bound);
    } else if (c.check === 'less_than' && typeof c.value === 'number') {
      const bound = c.value;
      tests.push(c.inclusive ? (value) => value <= bound : (value) => value < bound);
    } else return null;
  }
  return (value) => Number.isFinite(value) && tests.every((test) => test(value));
}

/** Any part the plan does not know: zod checks and encodes that value alone. */
function zodPart(schema: ZodInternals): Clean {
  const part = schema as unknown as z.ZodType;
  return (value) => {
    const result = z.safeEncode(part, value as never);
    if (!result.success) throw miss;
    return result.data === undefined ? skip : result.data;
  };
}

function compilePart(schema: ZodInternals): Clean {
  const { def } = schema._zod;
  const hasChecks = (def.checks?.length ?? 0) > 0;
  switch (def.type) {
    case 'string': {
      const patterns = stringPatterns(schema);
      if (!patterns) break;
      return (value) => {
        if (typeof value !== 'string') throw miss;
        for (const pattern of patterns) {
          pattern.lastIndex = 0;
          if (!pattern.test(value)) throw miss;
        }
        return value;
      };
    }
    case 'number': {
      const test = numberTest(schema);
      if (!test) break;
      return (value) => {
        if (typeof value !== 'number' || !test(value)) throw miss;
        return value;
      };
    }
    case 'boolean':
      if (def.coerce || hasChecks) break;
      return (value) => {
        if (typeof value !== 'boolean') throw miss;
        return value;
      };
    case 'enum':
    case 'literal': {
      if (hasChecks) break;
      const allowed = new Set(def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []));
      if (![...allowed].every((item) => typeof item === 'string' || typeof item === 'boolean')) break;
      return (value) => {
        if (!allowed.has(value)) throw miss;
        return value;
      };
    }
    case 'nullable': {
      if (hasChecks || !def.innerType) break;
      const inner = compilePart(def.innerType);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      if (hasChecks || !def.innerType) break;
      const inner = compilePart(def.innerType);
      return (value) => (value === undefined ? skip : inner(value));
    }
    case 'array': {
      if (hasChecks || !def.element) break;
      const element = compilePart(def.element);
      return (value) => {
        if (!Array.isArray(value)) throw miss;
        const out: unknown[] = new Array(value.length);
        for (let index = 0; index < value.length; index += 1) {
          const cleaned = element(value[index]);
          out[index] = cleaned === skip ? undefined : cleaned;
        }
        return out;
      };
    }
    case 'union': {
      // zod answers a plain union with its first option that accepts the value. The first option's
      // plan accepting it means zod's first option does (and answers the same); otherwise zod decides
      // for that value, so a later option is never chosen where zod would have taken an earlier one.
      // A discriminated or exclusive union chooses otherwise and is zod's.
      const first = def.options?.[0];
      if (hasChecks || !first || def.discriminator !== undefined || def.inclusive === false) break;
      const firstPlan = compilePart(first);
      const whole = zodPart(schema);
      return (value) => {
        try {
          return firstPlan(value);
        } catch (error) {
          if (error !== miss) throw error;
          return whole(value);
        }
      };
    }
    case 'object': {
      if (hasChecks || def.catchall !== undefined || !def.shape) break;
      const fields = Object.entries(def.shape).map(([key, part]) => [key, compilePart(part)] as const);
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw miss;
        const record = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, clean] of fields) {
          const cleaned = clean(record[key]);
          if (cleaned !== skip) out[key] = cleaned;
        }
        return out;
      };
    }
  }
  return zodPart(schema);
}

/** The serializer of one response schema: the compiled plan, or zod's serializer when it misses. */
export function compileWireSerializer(input: SerializerCompilerInput): Serializer {
  const viaZod = serializerCompiler(input) as Serializer;
  const schema = input.schema as unknown;
  if (!(schema instanceof z.ZodType)) return viaZod;
  const plan = compilePart(schema as unknown as ZodInternals);
  return (data) => {
    try {
      const cleaned = plan(data);
      if (cleaned !== skip) return JSON.stringify(cleaned);
    } catch (error) {
      if (error !== miss) throw error;
    }
    return viaZod(data);
  };
}
