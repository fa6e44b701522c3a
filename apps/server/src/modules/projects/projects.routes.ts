import * as endpoints from '@fm/contract/endpoints/projects';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { createProject, updateProject } from './project-save.service.ts';
import * as projects from './projects.service.ts';

export function registerProjectRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const context = { files: app.platform.files };
  registerEndpoint(app, endpoints.projectGet, authenticate, ({ auth, query }) =>
    'id' in query ? projects.getProject(db, auth, query.id) : projects.listProjects(db, auth, query),
  );
  registerEndpoint(app, endpoints.projectCreate, authenticate, ({ auth, body }) =>
    createProject(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.projectUpdate, authenticate, ({ auth, body }) =>
    updateProject(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.projectStatusUpdate, authenticate, ({ auth, body }) =>
    projects.updateProjectStatus(db, auth, body.id, body.status),
  );
  registerEndpoint(app, endpoints.projectBookmarkAdd, authenticate, ({ auth, body }) =>
    projects.addBookmark(db, auth, body.project_id),
  );
  registerEndpoint(app, endpoints.projectBookmarkRemove, authenticate, ({ auth, body }) =>
    projects.removeBookmark(db, auth, body.id),
  );
}
