/**
 * The OpenAPI document, generated from the zod schemas the routes declare (one schema drives
 * validation, serialization, handler types and the documentation). `GET /api/docs/json` always
 * serves it; the Swagger UI viewer at `/api/docs` exists only outside production.
 *
 * Must be registered before any route: @fastify/swagger collects routes as they are added.
 */
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Env } from '../env';

export interface OpenApiOptions {
  env: Env;
}

export const docsPrefix = '/api/docs';

/**
 * Public routes need no token: mark them with an empty security list, private ones inherit bearer.
 * A route that requires a permission says which in its description.
 */
const transform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (input.route.config?.public === true) return { ...output, schema: { ...output.schema, security: [] } };
  const permission = input.route.config?.permission;
  if (!permission) return output;
  const requirement = `Requires the permission \`${permission.join(' ')}\`.`;
  const description = (output.schema as { description?: string } | undefined)?.description;
  return {
    ...output,
    schema: { ...output.schema, description: description ? `${description}\n\n${requirement}` : requirement },
  };
};

async function openApiPlugin(app: FastifyInstance, { env }: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Koelservice Portal API',
        description: 'Reference API of the customer portal (product.md §3).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' } },
      },
      security: [{ bearer: [] }],
    },
    transform,
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
