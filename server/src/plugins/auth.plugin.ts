/**
 * The one place that decides whether a request may reach its route: every route is private unless its
 * route config says `public: true` (never a URL prefix). A private route without a valid bearer token
 * answers 401 `{"message":"Unauthenticated"}` before its body is even parsed. On public routes a valid
 * token is still recognised, so `request.auth` is set whenever the caller is known.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from '../auth/auth-context';
import { bearerToken, hashToken } from '../auth/tokens';
import { HttpError } from './http-error';

export interface AuthPluginOptions {
  /** The live session whose token hashes to `tokenHash`, or null when unknown, expired or revoked. */
  resolveSession: (tokenHash: string) => Promise<AuthContext | null>;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    // A miss has no route to protect: the 404 answer (or the PWA shell for a navigation) is public.
    const isPublic = request.routeOptions.config.public === true || request.is404;
    const token = bearerToken(request.headers.authorization);
    request.auth = token ? await options.resolveSession(hashToken(token)) : null;
    if (!isPublic && !request.auth) throw new HttpError(401, 'unauthenticated');
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['error-handler'] });
