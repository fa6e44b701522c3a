import { directoryUsersSearch } from '@fm/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { createDirectory, DIRECTORY_RESULT_LIMIT, type Directory } from './directory.service.ts';

export function registerDirectoryRoutes(app: FastifyInstance, authenticate: Authenticator, directory?: Directory) {
  const source = directory ?? createDirectory(app.deps.database.db);
  registerEndpoint(app, directoryUsersSearch, authenticate, ({ body }) =>
    source.search(body.keyword, DIRECTORY_RESULT_LIMIT),
  );
}
