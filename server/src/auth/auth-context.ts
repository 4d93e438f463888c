/**
 * What the server knows about the caller of a request once the bearer token checks out. Only the
 * facts authorization needs live here; the full profile (`User` on the wire) is built on demand.
 * The Fastify augmentation below is the single declaration of `request.auth` and the route `public`
 * flag, so every plugin and route sees the same types.
 */
import type { AccessLevel, UserType } from '../../../src/api/contract/auth';

export interface AuthUser {
  id: string;
  type: UserType;
  accessLevel: AccessLevel;
  /** The organisation the user belongs to (customers), or null for staff without one. */
  organisationId: string | null;
  /** The user's role, whose permissions apply when the user has none of their own. */
  roleId: string | null;
}

export interface AuthContext {
  user: AuthUser;
  /** The session the bearer token belongs to; logout revokes exactly this one. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route skips authentication. Every route without it requires a valid bearer token. */
    public?: boolean;
  }

  interface FastifyRequest {
    /** Set by the auth plugin: null only on public routes called without a valid token. */
    auth: AuthContext | null;
  }
}
