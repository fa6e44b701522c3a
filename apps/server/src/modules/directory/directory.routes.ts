import { directoryUsersSearch } from '@fm/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { createDirectory, type Directory, searchDirectory } from './directory.service.ts';

export function registerDirectoryRoutes(app: FastifyInstance, authenticate: Authenticator, directory?: Directory) {
  const source = directory ?? createDirectory(app.deps.database.db, app.deps.config.graph);
  registerEndpoint(app, directoryUsersSearch, authenticate, ({ body }, request) =>
    searchDirectory(source, body.keyword, request.log),
  );
}
