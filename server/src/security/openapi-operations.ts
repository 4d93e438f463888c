/**
 * The operations the security suites walk: every operation of the app's own OpenAPI document
 * (`GET /api/docs/json`), joined with the access rule its route declares (`app.routeAccess`: public,
 * permission, staff only). Because the list comes from the running app, a route added later is
 * covered by the suites without editing them, and a route the document lacks is an error.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteAccess } from '../plugins/auth.plugin';

/** The part of JSON Schema (as @fastify/swagger emits it from the zod schemas) the suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** Upper case, e.g. `GET`. */
  method: string;
  /** The OpenAPI path, e.g. `/api/orders/{id}`. */
  path: string;
  /** `METHOD path`, the key the suites' rule tables use. */
  key: string;
  summary: string;
  pathParams: OperationParameter[];
  query: OperationParameter[];
  /** The declared JSON body, or null when the route declares none. */
  jsonBody: JsonSchema | null;
  /** A multipart upload (its summary says so: the document has no schema for multipart bodies). */
  isUpload: boolean;
  /** Its 200 answer is a list (`{ data: [...] }`). */
  answersList: boolean;
  access: RouteAccess;
}

interface OpenApiOperation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  parameters?: OperationParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** `/api/orders/{id}` for fastify's `/api/orders/:id`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Inlines `#/components/schemas/...` references (the document has none today; this keeps it so). */
function resolveRefs(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolveRefs(target, components, depth + 1);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.properties)
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, value]) => [
        name,
        resolveRefs(value, components, depth + 1),
      ]),
    );
  if (schema.items) resolved.items = resolveRefs(schema.items, components, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) resolved[key] = list.map((item) => resolveRefs(item, components, depth + 1));
  }
  return resolved;
}

/** True when the schema (or one of its alternatives, e.g. a list or its sync form) has `data: [...]`. */
function answersList(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if ([schema.properties?.['data']?.type].flat().includes('array')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(answersList);
}

/** Every operation of the document, in document order, each with its route's access rule. */
export async function loadOperations(
  app: FastifyInstance,
  retries: { count: number } = { count: 0 },
): Promise<Operation[]> {
  const response = await injectThroughOverload(app, { method: 'GET', url: '/api/docs/json' }, retries);
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const components = document.components?.schemas ?? {};
  const accessByKey = new Map(
    app.routeAccess.map((access) => [`${access.method} ${openApiPath(access.url)}`, access]),
  );
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(byMethod)) {
      if (!httpMethods.has(lowerMethod)) continue;
      const method = lowerMethod.toUpperCase();
      const key = `${method} ${path}`;
      const access = accessByKey.get(key);
      if (!access) throw new Error(`${key} is in the OpenAPI document but has no route access rule`);
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        required: parameter.required === true,
        schema: resolveRefs(parameter.schema, components),
      }));
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      const summary = operation.summary ?? '';
      operations.push({
        method,
        path,
        key,
        summary,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        jsonBody: jsonSchema ? resolveRefs(jsonSchema, components) : null,
        isUpload: method === 'POST' && /multipart/i.test(summary),
        answersList: answersList(operation.responses?.['200']?.content?.['application/json']?.schema),
        access,
      });
    }
  }
  return operations;
}

/** The URL of `operation` with its path parameters filled in (each value URL-encoded). */
export function fillPath(operation: Pick<Operation, 'path'>, values: Record<string, string>): string {
  return operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${operation.path}`);
    return encodeURIComponent(value);
  });
}

/** A multipart body as a browser's FormData sends it: text fields first, then the files as `files[]`. */
export async function multipartBody(
  files: readonly { name: string; bytes: Uint8Array; type: string }[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files[]', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** The smallest files the upload routes accept by their magic bytes. */
export const sampleFiles = {
  png: Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]),
  pdf: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
};

/**
 * `app.inject`, repeated while the app sheds load (503 with `Retry-After`, plugins/overload.plugin.ts):
 * on a busy shared machine the event-loop limit can refuse a request of these sequential suites, which
 * says nothing about the request itself. Counts every repetition in `retries`.
 */
export async function injectThroughOverload(
  app: FastifyInstance,
  request: InjectOptions,
  retries: { count: number },
): Promise<LightMyRequestResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await app.inject(request);
    if (response.statusCode !== 503 || response.headers['retry-after'] === undefined || attempt >= 40)
      return response;
    retries.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
