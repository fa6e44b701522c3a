import { type Endpoint, fullPath, mayCall } from '@fm/contract/endpoint';
import { errorEnvelope, successEnvelope } from '@fm/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/request-auth.ts';
import { AppError, forbidden, unauthenticated } from './app-error.ts';
import { nameEndpointSchemas } from './openapi.ts';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type EndpointInput<E extends Endpoint> = {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
};
export type EndpointOutput<E extends Endpoint> = E['output'] extends z.ZodType ? z.input<E['output']> : never;

/** A handler gets the validated input and, except on public calls, the caller. */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E> & { auth: E['roles'] extends 'public' ? null : RequestAuth },
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<E['isDownload'] extends true ? FastifyReply : EndpointOutput<E>>;

export type Authenticator = (request: FastifyRequest) => Promise<RequestAuth>;

const ERROR_RESPONSES = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/**
 * Registers one call of the contract: its path, its schemas (validation and /api/docs), the role and
 * permission guard of the contract's table, and the success envelope around what the handler returns.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  authenticate: Authenticator,
  handler: EndpointHandler<E>,
) {
  const isPublic = endpoint.roles === 'public';
  const url = fullPath(endpoint);
  nameEndpointSchemas(endpoint, endpoint.method, url);
  // Input types come from the endpoint's schemas through EndpointInput; Fastify's own generics add nothing here.
  app.route({
    method: endpoint.method,
    url,
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.base],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      security: isPublic ? [] : [{ bearer: [] }],
      response: endpoint.output ? { 200: successEnvelope(endpoint.output), ...ERROR_RESPONSES } : ERROR_RESPONSES,
    },
    onRequest: async (request) => {
      if (isPublic) return;
      const auth = await authenticate(request);
      if (!mayCall(auth.roles, endpoint)) throw forbidden();
      request.auth = auth;
    },
    handler: async (request, reply) => {
      if (!isPublic && !request.auth) throw unauthenticated();
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth,
      } as Parameters<EndpointHandler<E>>[0];
      const result = await handler(input, request, reply);
      if (endpoint.isDownload) return result;
      return { status: 'success' as const, data: result };
    },
  });
}

export function assertFound<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new AppError(404, 'error.notFound');
  return value;
}
