/**
 * The administration area as one route plugin for app.ts: users (role, toggle,
 * permissions, the permission catalogue), roles (create, update, toggle, delete) and the portal
 * access of contact persons (invite, remove, request a new user). Each part documents its own rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import portalAccessRoutes from './portal-access.routes';
import rolesRoutes from './roles.routes';
import usersRoutes from './users.routes';

const usersRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(portalAccessRoutes);
};

export default usersRolesRoutes;
