import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { HEADER_COUNTRY, HEADER_GROUP, HEADER_REALM } from '@fm/contract/constants';
import type { Endpoint } from '@fm/contract/endpoint';
import { REALMS } from '@fm/contract/enums';
import { errorEnvelope, LIST_COUNT_CAP, SCROLL_LIST_COUNT_CAP } from '@fm/contract/envelope';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document of /api/docs, generated from the contract for any endpoint (decision 019): stable
 * operationIds, named component schemas, optional query parameters, the real request and download media types,
 * the request headers, the error answers, servers and security. Nothing here is written per endpoint.
 */

type Meta = { id?: string; [key: string]: unknown };

/** A registry whose metadata falls back to the global one, so `.describe()` texts reach the document. */
function registryOverGlobal() {
  const registry = z.registry<Meta>();
  const own = registry._map;
  const global = z.globalRegistry._map as unknown as WeakMap<z.core.$ZodType, Meta>;
  registry._map = new (class extends WeakMap<z.core.$ZodType, Meta> {
    override get(key: z.core.$ZodType) {
      return own.get(key) ?? global.get(key);
    }
    override has(key: z.core.$ZodType) {
      return own.has(key) || global.has(key);
    }
    override set(key: z.core.$ZodType, value: Meta) {
      own.set(key, value);
      return this;
    }
    override delete(key: z.core.$ZodType) {
      return own.delete(key);
    }
  })() as typeof own;
  return registry;
}

/** Named schemas of the document (not the global registry: the contract's schemas stay free of names). */
const components = registryOverGlobal();
const ERROR_ENVELOPE_ID = 'ErrorEnvelope';

function name(schema: z.ZodType | undefined, id: string) {
  if (!schema || components._idmap.has(id) || components.get(schema)?.id) return;
  components.add(schema, { ...z.globalRegistry.get(schema), id });
}
name(errorEnvelope, ERROR_ENVELOPE_ID);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (set by registerEndpoint; read by the OpenAPI generation). */
    endpoint?: Endpoint;
  }
}

const pascal = (words: string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');

/**
 * `GET /api/agency/bookings` → `getAgencyBookings`, `DELETE /api/activity/notification/:id` →
 * `deleteActivityNotificationById`. Method and path are unique per route (Fastify refuses a second one) and the
 * words keep their order, so an id changes only when its path does. Only paths that differ in nothing but
 * separators (`a-b` and `a/b`) would share one; the document's test fails then.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([A-Za-z_]+)}?$/.exec(segment);
      if (param?.[1]) return ['by', ...splitWords(param[1])];
      return splitWords(segment);
    });
  return method.toLowerCase() + pascal(words);
}

function splitWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Body components by name, for their `required` lists. */
const bodies = new Map<string, z.ZodType>();

/** Gives the endpoint's body and output (and a list page's item) component names derived from its operationId. */
export function nameEndpointSchemas(endpoint: Endpoint, method: string, url: string) {
  const base = pascal([operationIdOf(method, url)]);
  if (endpoint.output) {
    const item = listPageItem(endpoint.output);
    if (item) name(item, `${base}Item`);
    name(endpoint.output, `${base}Output`);
  }
  // Request bodies are input schemas: the component gets the suffix `Input` (`PostAgencyBookingInput`).
  if (endpoint.body) {
    name(endpoint.body, base);
    const id = components.get(endpoint.body)?.id;
    if (id) bodies.set(`${id}Input`, endpoint.body);
  }
}

/** The item schema of a `listPage(item)` output, else undefined. */
function listPageItem(schema: z.ZodType): z.ZodType | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const { shape } = schema;
  const isPage = ['data', 'total', 'page', 'items', 'last_page'].every((key) => key in shape);
  const data = shape.data;
  return isPage && data instanceof z.ZodArray ? (data.element as z.ZodType) : undefined;
}

const withRefs = createJsonSchemaTransform({ schemaRegistry: components });
/** Parameters are never `$ref`s: Fastify's document builder needs their properties. */
const inline = createJsonSchemaTransform({ schemaRegistry: registryOverGlobal() });

const MEDIA_TYPES = { form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

/** Per route: operationId, request media type, optional query parameters, download responses, security. */
export const transformRoute: SwaggerTransform = (input) => {
  const schema = input.schema as Record<string, unknown> | undefined;
  if (schema?.hide) return withRefs(input);
  // A route without any schema is documented too, with its operationId and security.
  const { querystring, params, headers, ...rest } = schema ?? {};
  const main = withRefs({ ...input, schema: rest } as Parameters<SwaggerTransform>[0]);
  const parameters = inline({ ...input, schema: { querystring, params, headers } } as Parameters<SwaggerTransform>[0]);
  const transformed = { ...(main.schema as Record<string, unknown>), ...stripUndefined(parameters.schema) };
  const method = [input.route.method].flat()[0] ?? 'GET';
  transformed.operationId ??= operationIdOf(method, input.url);
  const endpoint = input.route.config?.endpoint;
  if (endpoint) {
    if (endpoint.encoding && endpoint.encoding !== 'json') transformed.consumes = [MEDIA_TYPES[endpoint.encoding]];
    if (endpoint.query && transformed.querystring) {
      transformed.querystring = withRequiredFromZod(transformed.querystring as JsonObject, endpoint.query);
    }
    if (endpoint.isDownload) {
      const response = { ...(transformed.response as Record<string, unknown>) };
      const types = endpoint.downloadTypes ?? ['application/octet-stream'];
      response[200] = {
        description: 'The file',
        content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
      transformed.response = response;
    }
  } else if (!transformed.security) {
    // Routes outside the contract (the identity provider) authenticate by their own means.
    transformed.security = [];
  }
  return { schema: transformed, url: main.url };
};

type JsonObject = Record<string, unknown>;

function stripUndefined(value: unknown): JsonObject {
  return Object.fromEntries(Object.entries((value ?? {}) as JsonObject).filter(([, entry]) => entry !== undefined));
}

/**
 * A query parameter or body field is required only when the server refuses the request without it: a default,
 * `.optional()` or a preprocess that turns absence into a value all make it optional, whatever the JSON schema
 * says.
 */
function withRequiredFromZod(json: JsonObject, schema: z.ZodType): JsonObject {
  if (json.type !== 'object' || !json.properties) return json;
  const properties = Object.keys(json.properties as JsonObject);
  const required = properties.filter(refusesAbsence(schema));
  const { required: _ignored, ...restJson } = json;
  return required.length > 0 ? { ...restJson, required } : restJson;
}

/** Whether the object schema refuses a request that leaves the named property out. */
function refusesAbsence(schema: z.ZodType): (property: string) => boolean {
  let object: z.ZodType = schema;
  while (object instanceof z.ZodPipe) object = object.in as z.ZodType;
  if (object instanceof z.ZodObject) {
    const shape = object.shape as Record<string, z.ZodType>;
    return (property) => shape[property] !== undefined && !shape[property].safeParse(undefined).success;
  }
  // Not a plain object: the properties the whole schema names in its issues for an empty input.
  const result = schema.safeParse({});
  const named = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  return (property) => named.has(property);
}

const nameComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Invalid input or a business rule refused it (messages per field)' },
  401: { name: 'Unauthorized', description: 'Missing, expired or wrong-realm token' },
  403: { name: 'Forbidden', description: 'The caller’s role or permission does not allow this call' },
  404: { name: 'NotFound', description: 'Not found, or not the caller’s' },
  409: { name: 'Conflict', description: 'The state transition is not allowed from the current status' },
  413: { name: 'PayloadTooLarge', description: 'The request body or an uploaded file is too large' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body’s content type or an uploaded file’s type is not accepted',
  },
  429: { name: 'TooManyRequests', description: 'Too many calls; retry after the Retry-After seconds' },
};

const IDP_ERROR_ID = 'IdpError';
const IDP_ERROR_SCHEMA = {
  type: 'object',
  properties: { error: { type: 'string', example: 'invalid_grant' }, error_description: { type: 'string' } },
  required: ['error'],
};

const HEADER_PARAMETERS = {
  XRealm: {
    in: 'header',
    name: 'X-Realm',
    // Needed with every token, so it is part of the security requirement (`realm`) and set once with the token;
    // as a parameter it would force it into every typed call.
    required: false,
    description: 'Realm of the bearer token (checked against it); required with a token, see the `realm` scheme',
    schema: { type: 'string', enum: [...REALMS] },
  },
  XGroup: {
    in: 'header',
    name: 'X-Group',
    required: false,
    description: 'Active agency of an agency user (one of the user’s memberships)',
    schema: { type: 'integer', minimum: 1 },
  },
  AcceptLanguage: {
    in: 'header',
    name: 'Accept-Language',
    required: false,
    description: 'Language of messages and documents',
    schema: { type: 'string', enum: ['en', 'de'], default: 'en' },
  },
  XCountryCode: {
    in: 'header',
    name: 'X-Country-Code',
    required: false,
    description: 'Country of the caller',
    schema: { type: 'string', example: 'DE' },
  },
} as const;

const HEADER_NAMES = new Set(
  [HEADER_REALM, HEADER_GROUP, HEADER_COUNTRY, 'accept-language', 'authorization'].map((name) => name.toLowerCase()),
);

const TAG_DESCRIPTIONS: Record<string, string> = {
  freelancer: 'Calls below /api/freelancer',
  agency: 'Calls below /api/agency',
  inmail: 'Messages between users (/api/inmail)',
  activity: 'Activity log and notifications (/api/activity)',
  files: 'Stored images (/api/files)',
  'identity provider': 'Embedded identity provider, Keycloak layout (only without IDP_URL)',
};

type Operation = JsonObject & {
  parameters?: JsonObject[];
  responses?: Record<string, JsonObject>;
  requestBody?: JsonObject;
  security?: unknown[];
  tags?: string[];
};

/** The whole document: servers, named schemas, shared headers and error answers, and only used components. */
export function createDocumentTransform(publicUrl: string): SwaggerTransformObject {
  return (input) => {
    const document = nameComponents(input) as JsonObject & {
      paths?: Record<string, Record<string, Operation>>;
      components?: JsonObject & { schemas?: Record<string, unknown> };
    };
    const paths = document.paths ?? {};
    const tags = new Set<string>();
    const responses: Record<string, JsonObject> = {};
    const errorContent = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE_ID}` } } };
    for (const [path, item] of Object.entries(paths)) {
      const isApi = path.startsWith('/api/');
      for (const [method, operation] of Object.entries(item)) {
        const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
        if (isApi && !isPublic) operation.security = [{ bearer: [], realm: [] }];
        if (!operation.tags?.length) operation.tags = [path.startsWith('/idp/') ? 'identity provider' : 'other'];
        for (const tag of operation.tags) tags.add(tag);
        if (isApi) {
          const own = (operation.parameters ?? []).filter(
            (parameter) => !(parameter.in === 'header' && HEADER_NAMES.has(String(parameter.name).toLowerCase())),
          );
          const shared = isPublic ? ['AcceptLanguage'] : ['XRealm', 'XGroup', 'AcceptLanguage', 'XCountryCode'];
          operation.parameters = [...own, ...shared.map((name) => ({ $ref: `#/components/parameters/${name}` }))];
          const statuses = ['400', '404'];
          if (!isPublic) statuses.push('401', '403');
          // Transitions of the state machines; public calls change no state that could conflict.
          if (!isPublic && method !== 'get') statuses.push('409');
          if (operation.requestBody) statuses.push('413', '415');
          if (isPublic) statuses.push('429');
          const answers: Record<string, JsonObject> = {};
          for (const [status, answer] of Object.entries(operation.responses ?? {})) {
            if (ERROR_RESPONSES[status]) continue;
            answers[status] =
              answer.description === 'Default Response' ? { ...answer, description: 'Success' } : answer;
          }
          for (const status of statuses.sort()) {
            const { name, description } = ERROR_RESPONSES[status] as { name: string; description: string };
            responses[name] = { description, content: errorContent };
            answers[status] = { $ref: `#/components/responses/${name}` };
          }
          operation.responses = answers;
        } else if (!Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'))) {
          // The identity provider answers as Keycloak does: { error, error_description }.
          operation.responses = {
            ...operation.responses,
            '400': { $ref: '#/components/responses/IdpError' },
          };
          responses.IdpError = {
            description: 'Refused, as Keycloak answers (401 for wrong credentials or token)',
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${IDP_ERROR_ID}` } } },
          };
        }
      }
    }
    if (responses.IdpError) {
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, [IDP_ERROR_ID]: IDP_ERROR_SCHEMA },
      };
    }
    document.components = {
      ...document.components,
      securitySchemes: {
        ...(document.components?.securitySchemes as JsonObject | undefined),
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Access token of the identity provider',
        },
        realm: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Realm',
          description: 'Realm of the token: freelancer, agency, admin or finance',
        },
      },
      parameters: HEADER_PARAMETERS,
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
    };
    document.servers = [{ url: publicUrl.replace(/\/+$/, ''), description: 'This installation (PUBLIC_URL)' }];
    document.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
    document.info = {
      ...(document.info as JsonObject),
      description:
        'The booking platform’s API, generated from the shared contract. Envelope and errors: see the schemas.',
      license: { name: 'Proprietary', url: `${publicUrl.replace(/\/+$/, '')}/` },
    };
    const schemas = (document.components?.schemas ?? {}) as Record<string, JsonObject>;
    for (const [id, body] of bodies) {
      const json = schemas[id];
      if (json) schemas[id] = withRequiredFromZod(json, body);
    }
    nameEnvelopeAndPages(document.paths, schemas);
    wrapRefsWithSiblings(document.paths, schemas);
    wrapRefsWithSiblings(schemas, schemas);
    pruneUnusedSchemas(document);
    return document as ReturnType<SwaggerTransformObject>;
  };
}

const SUCCESS_ENVELOPE = {
  type: 'object',
  description: 'Success envelope: `data` holds the answer of the call',
  properties: { status: { type: 'string', enum: ['success'] } },
  required: ['status'],
};
const LIST_PAGE = {
  type: 'object',
  description: 'A page of a list: `data` holds the page’s items',
  properties: {
    total: {
      type: 'integer',
      minimum: 0,
      description: `Items of the whole list, counted up to ${LIST_COUNT_CAP} (the freelancer list: ${SCROLL_LIST_COUNT_CAP})`,
    },
    is_total_capped: { type: 'boolean', description: 'true when more items match than the list counts' },
    page: { type: 'integer', minimum: 1, description: 'This page, first is 1' },
    items: { type: 'integer', minimum: 1, description: 'Page size' },
    last_page: { type: 'integer', minimum: 1 },
  },
  required: ['total', 'page', 'items', 'last_page'],
};
const PAGE_KEYS = ['data', 'is_total_capped', 'items', 'last_page', 'page', 'total'].join();

const isObjectWith = (schema: JsonObject | undefined, keys: string) =>
  schema?.type === 'object' &&
  typeof schema.properties === 'object' &&
  Object.keys(schema.properties as JsonObject)
    .sort()
    .join() === keys;

/**
 * The envelope and the list page are generic, which OpenAPI 3.0 cannot name: each answer becomes
 * `allOf: [SuccessEnvelope, { data }]` and each list output `allOf: [ListPage, { data: [Item] }]`.
 */
function nameEnvelopeAndPages(paths: unknown, schemas: Record<string, JsonObject>) {
  let isUsed = false;
  for (const [id, schema] of Object.entries(schemas)) {
    if (!isObjectWith(schema, PAGE_KEYS)) continue;
    const { data } = schema.properties as JsonObject;
    schemas[id] = {
      ...(schema.description ? { description: schema.description } : {}),
      allOf: [{ $ref: '#/components/schemas/ListPage' }, { type: 'object', properties: { data }, required: ['data'] }],
    };
    isUsed = true;
  }
  if (isUsed) schemas.ListPage = LIST_PAGE;
  for (const item of Object.values((paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      const media = (operation.responses?.['200']?.content as Record<string, JsonObject> | undefined)?.[
        'application/json'
      ];
      const schema = media?.schema as JsonObject | undefined;
      if (!media || !isObjectWith(schema, 'data,status')) continue;
      const { data } = (schema as JsonObject).properties as JsonObject;
      media.schema = {
        allOf: [
          { $ref: '#/components/schemas/SuccessEnvelope' },
          { type: 'object', properties: { data }, required: ['data'] },
        ],
      };
      schemas.SuccessEnvelope = SUCCESS_ENVELOPE;
    }
  }
}

/**
 * OpenAPI 3.0 ignores whatever stands beside a `$ref`, so a nullable or described use of a named schema
 * (`{ $ref, nullable: true }`) becomes `{ type, nullable: true, allOf: [{ $ref }] }`; `nullable` gets its `type`.
 */
function wrapRefsWithSiblings(value: unknown, schemas: Record<string, JsonObject>) {
  if (value === null || typeof value !== 'object') return;
  for (const child of Object.values(value)) {
    if (child === null || typeof child !== 'object') continue;
    const node = child as JsonObject;
    const { $ref: ref, ...siblings } = node;
    const typeOf = (reference: string) => schemas[reference.slice('#/components/schemas/'.length)]?.type;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/') && Object.keys(siblings).length > 0) {
      for (const key of Object.keys(node)) delete node[key];
      const type = typeOf(ref);
      Object.assign(node, type ? { type } : {}, siblings, { allOf: [{ $ref: ref }] });
    } else if (
      node.nullable === true &&
      node.type === undefined &&
      Array.isArray(node.allOf) &&
      node.allOf.length === 1
    ) {
      // zod already wrapped it; OpenAPI 3.0 still wants the type beside `nullable`.
      const only = node.allOf[0] as JsonObject;
      const type = typeof only.$ref === 'string' ? typeOf(only.$ref) : only.type;
      if (type) node.type = type;
    } else wrapRefsWithSiblings(node, schemas);
  }
}

/** Drops component schemas nothing refers to (the input twin of an output schema, and so on). */
function pruneUnusedSchemas(
  document: JsonObject & { components?: JsonObject & { schemas?: Record<string, unknown> } },
) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  const { schemas: _schemas, ...rest } = document.components ?? {};
  visit(document.paths);
  visit(rest);
  document.components = {
    ...document.components,
    schemas: Object.fromEntries(
      Object.entries(schemas)
        .filter(([name]) => used.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

/** The options of `@fastify/swagger` for /api/docs. */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: 'Freelancer marketplace API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: transformRoute,
    transformObject: createDocumentTransform(publicUrl),
  };
}
