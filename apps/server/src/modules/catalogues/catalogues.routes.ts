import * as endpoints from '@fm/contract/endpoints/freelancers';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import * as catalogues from './catalogues.service.ts';

export function registerCatalogueRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const lookups = [
    [endpoints.skillsSearch, 'skills'],
    [endpoints.jobTitlesSearch, 'jobTitles'],
    [endpoints.spokenLanguagesSearch, 'spokenLanguages'],
    [endpoints.freelancerProjectsSearch, 'projectTitles'],
  ] as const;
  for (const [endpoint, name] of lookups) {
    registerEndpoint(app, endpoint, authenticate, ({ query }) => catalogues.searchCatalogue(db, name, query.keyword));
  }
  registerEndpoint(app, endpoints.skillCreate, authenticate, ({ auth, body }) =>
    catalogues.addCatalogueEntry(db, auth, 'skills', body.name),
  );
  registerEndpoint(app, endpoints.jobTitleCreate, authenticate, ({ auth, body }) =>
    catalogues.addCatalogueEntry(db, auth, 'jobTitles', body.name),
  );
  registerEndpoint(app, endpoints.spokenLanguageCreate, authenticate, ({ auth, body }) =>
    catalogues.addCatalogueEntry(db, auth, 'spokenLanguages', body.language),
  );
  registerEndpoint(app, endpoints.freelancerProjectCreate, authenticate, ({ auth, body }) =>
    catalogues.addCatalogueEntry(db, auth, 'projectTitles', body.title),
  );
  registerEndpoint(app, endpoints.vatList, authenticate, () => catalogues.listVat(db));
}
