/**
 * The OpenAPI document, generated from the zod schemas the routes declare (one schema drives
 * validation, serialization, handler types and the documentation). `GET /api/docs/json` always
 * serves it; the Swagger UI viewer at `/api/docs` exists only outside production.
 *
 * Integrators generate clients from it (docs/api-clients.md), so the document must pass Redocly's
 * "recommended" lint rules (openapi-lint.test.ts). What every operation needs for that is added here,
 * in one place, never route by route:
 * - a stable, unique camelCase `operationId` derived from method and path (`operationIdFor`), unless
 *   the route's schema names one itself;
 * - the 422 answer of a route that validates a query string or a body (error-handler.plugin.ts);
 * - `servers` (PUBLIC_URL) and an `info.license`.
 *
 * Must be registered before any route: @fastify/swagger collects routes as they are added.
 */
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../src/api/contract/common';
import type { Env } from '../env';

export interface OpenApiOptions {
  env: Env;
}

export const docsPrefix = '/api/docs';

const documentedMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The operation id of `method path`: the method, then each path segment after `/api` in PascalCase,
 * a parameter as `By<Name>`, e.g. `GET /api/orders/{id}/workorders` is `getOrdersByIdWorkorders`.
 * Depends on nothing but the method and the path (both fixed by the contract), so generated clients
 * keep their method names across releases. Accepts both `{id}` and fastify's `:id`.
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1] ?? /^:(.+)$/.exec(segment)?.[1];
      return parameter === undefined ? pascalCase(segment) : `By${pascalCase(parameter)}`;
    });
  return `${method.toLowerCase()}${segments.join('')}`;
}

interface RouteSchema {
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  description?: string;
}

/**
 * Per route, before the zod schemas become JSON Schema:
 * - public routes need no token: an empty security list; private ones inherit bearer;
 * - a route that requires a permission says which in its description;
 * - a route that validates a query string or a body answers 422 when the input does not match
 *   (error-handler.plugin.ts), so that answer is documented even where the route leaves it out.
 * Never changes the route itself: the result only feeds the document.
 */
const transform: SwaggerTransform = (input) => {
  const schema = input.schema as RouteSchema | undefined;
  const validatesInput = schema?.querystring !== undefined || schema?.body !== undefined;
  const response = schema?.response;
  const withValidation =
    schema && response && validatesInput && !('422' in response)
      ? { ...input, schema: { ...schema, response: { ...response, 422: ErrorBody } } }
      : input;
  const output = jsonSchemaTransform(withValidation as Parameters<typeof jsonSchemaTransform>[0]);
  if (input.route.config?.public === true) return { ...output, schema: { ...output.schema, security: [] } };
  const permission = input.route.config?.permission;
  if (!permission) return output;
  const requirement = `Requires the permission \`${permission.join(' ')}\`.`;
  const description = (output.schema as RouteSchema | undefined)?.description;
  return {
    ...output,
    schema: { ...output.schema, description: description ? `${description}\n\n${requirement}` : requirement },
  };
};

/**
 * On the finished document: every operation gets its `operationId` (a route's own wins). Two
 * operations with one id would make generated clients drop one of them, so that fails the document.
 */
const transformObject: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  const seen = new Map<string, string>();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    const operations = pathItem as Record<string, object | undefined>;
    for (const method of documentedMethods) {
      const operation = operations[method];
      if (!operation) continue;
      const named = { operationId: operationIdFor(method, path), ...operation } as { operationId: string };
      const other = seen.get(named.operationId);
      if (other !== undefined)
        throw new Error(
          `OpenAPI operationId ${named.operationId} of ${method} ${path} is also that of ${other}`,
        );
      seen.set(named.operationId, `${method} ${path}`);
      operations[method] = named;
    }
  }
  return document;
};

/**
 * Where clients send requests: PUBLIC_URL, the origin that serves the PWA and the API. A URL on a
 * wildcard address (HOST=0.0.0.0 without PUBLIC_URL) reaches nothing, so then the relative `/`:
 * the origin that served the document.
 */
export function serverUrl(env: Pick<Env, 'PUBLIC_URL'>): string {
  try {
    const { hostname } = new URL(env.PUBLIC_URL);
    if (hostname === '0.0.0.0' || hostname === '[::]') return '/';
  } catch {
    return '/';
  }
  return env.PUBLIC_URL;
}

async function openApiPlugin(app: FastifyInstance, { env }: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Koelservice Portal API',
        description: 'Reference API of the customer portal (product.md §3).',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: serverUrl(env), description: 'This portal' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' } },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject,
  });

  // The document and its viewer are public: the routes are registered in a scope whose routes are
  // all flagged `public: true`, which is how the auth plugin knows (never by URL).
  await app.register(async (publicScope) => {
    publicScope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    if (env.isProduction) {
      publicScope.get(`${docsPrefix}/json`, { schema: { hide: true } as object }, async () => app.swagger());
    } else {
      await publicScope.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: true });
    }
  });
}

export default fp(openApiPlugin, { name: 'openapi', fastify: '5.x' });
