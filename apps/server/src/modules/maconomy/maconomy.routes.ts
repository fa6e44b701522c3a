import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { maconomyProjectsSearch } from '@fm/contract/endpoints/projects';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../platform/endpoint-route.ts';
import { registerEndpoint } from '../../platform/endpoint-route.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import { embeddedMaconomyAdapter, type MaconomyAdapter } from './maconomy-adapter.ts';

export function registerMaconomyRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  adapter: MaconomyAdapter = embeddedMaconomyAdapter,
) {
  const { db } = app.deps.database;
  registerEndpoint(app, maconomyProjectsSearch, authenticate, async ({ query, auth }) =>
    adapter.searchProjects(db, {
      keyword: query.keyword,
      agencyId: auth.role === 'admin' ? null : requireActiveGroup(auth),
      limit: SEARCH_LOOKUP_SIZE,
    }),
  );
}
