/**
 * The OpenAPI document at /api/docs, completed from the route table (route-table.ts): every
 * operation states its access rule (`x-access`, its security requirement and a line of its
 * description), its inputs (the body DTO's, query DTO's and path params' schemas, from the
 * class-validator rules the validation pipe enforces: request-schemas.ts), its success answer
 * (the contracts type declared with @Answers, answers.ts) and the error answers that rule and its
 * inputs can give, each with the error answer's schema (`{ message, errors?, requestId }`,
 * error.filter.ts and platform/logging). `documentationGaps` names what a route leaves out.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import type { AccessRule } from '../auth/access.js';
import { CONTRACT_SCHEMAS, type DeclaredAnswer } from './answers.js';
import { type JsonSchema, dtoSchema, unmappedRules } from './request-schemas.js';
import { type RouteEntry, describeRoute, dtoFields } from './route-table.js';

export const SESSION_SECURITY = 'session';
export const API_KEY_SECURITY = 'apiKey';

const ACCESS_TEXT: Record<AccessRule, string> = {
  public: 'Access: public (anyone, signed in or not).',
  'signed-in': 'Access: signed in (the session cookie, or an institution API key: `Authorization: Bearer sk_live_…`, which acts as the administrator who created it).',
  admin: 'Access: administrators only (the session cookie of an admin account).',
};

const ERROR_ANSWER = {
  type: 'object',
  required: ['message', 'requestId'],
  properties: {
    message: { type: 'string', description: 'What went wrong; for a 400, "<field>: <rule>".' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'Rules failed, per field (400).' },
    requestId: { type: 'string', description: 'The X-Request-Id of this answer, as logged.' },
  },
} as const;

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } };
}

/** The contracts' schemas as components: their `#/definitions/X` references become `#/components/schemas/X`. */
const CONTRACT_COMPONENTS = JSON.parse(JSON.stringify(CONTRACT_SCHEMAS).replaceAll('"#/definitions/', '"#/components/schemas/')) as Record<
  string,
  JsonSchema
>;

const ref = (type: string) => ({ $ref: `#/components/schemas/${type}` });

function successResponse(declared: DeclaredAnswer | null, status: number): Record<string, unknown> {
  if (status === 204) return { description: 'No content' };
  if (!declared) return { description: 'Undocumented' };
  if (declared.kind === 'redirect') {
    return { description: `Redirects to ${declared.to}`, headers: { Location: { schema: { type: 'string' } } } };
  }
  if (declared.kind === 'file') {
    return { description: declared.description, content: { [declared.contentType]: { schema: { type: 'string', format: 'binary' } } } };
  }
  const one = ref(declared.type);
  const body = declared.array ? { type: 'array', items: one } : one;
  const schema = declared.nullable ? { anyOf: [body, { type: 'null' }] } : body;
  const headers = Object.entries(declared.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]);
  return {
    description: declared.array ? `A list of ${declared.type}` : declared.type,
    content: { 'application/json': { schema } },
    ...(headers.length > 0 && { headers: Object.fromEntries(headers) }),
  };
}

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };

/** Query and path parameters: each DTO field and named parameter once (Nest's plugin-less scan lists path params only). */
function documentParameters(operation: Record<string, unknown>, route: RouteEntry): void {
  const parameters = ((operation.parameters as Parameter[] | undefined) ?? []).slice();
  const has = (name: string, where: string) => parameters.some((p) => p.name === name && p.in === where);
  for (const name of route.inputs.params) if (!has(name, 'path')) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  const query = route.inputs.query;
  const fields = query?.dto ? dtoSchema(query.dto) : { properties: {}, required: [] };
  for (const [name, schema] of Object.entries(fields.properties as Record<string, JsonSchema>)) {
    // A query parameter is a string (the validation pipe converts nothing), whatever its rules.
    if (!has(name, 'query')) parameters.push({ name, in: 'query', required: (fields.required as string[]).includes(name), schema: { type: 'string', ...schema } });
  }
  for (const name of query?.names ?? []) if (!has(name, 'query')) parameters.push({ name, in: 'query', required: false, schema: { type: 'string' } });
  operation.parameters = parameters;
}

/** The body: its DTO's schema (replacing Nest's empty one), or the fields read one by one. */
function documentBody(document: OpenAPIObject, operation: Record<string, unknown>, route: RouteEntry): void {
  const body = route.inputs.body;
  if (!body) return;
  const schemas = document.components?.schemas as Record<string, unknown>;
  let schema: JsonSchema;
  if (body.dto) {
    schemas[body.dto.name] = dtoSchema(body.dto);
    schema = ref(body.dto.name);
  } else {
    schema = { type: 'object', properties: Object.fromEntries(body.fields.map((f) => [f, {}])) };
  }
  operation.requestBody = { required: true, content: { 'application/json': { schema } } };
}

/** The operation of a route in the document (`:id` → `{id}`). */
export function operationOf(document: OpenAPIObject, route: RouteEntry): Record<string, unknown> | undefined {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return (document.paths[path] as Record<string, Record<string, unknown>> | undefined)?.[route.method.toLowerCase()];
}

export function documentRoutes(document: OpenAPIObject, routes: readonly RouteEntry[]): OpenAPIObject {
  document.components ??= {};
  for (const name of Object.keys(CONTRACT_COMPONENTS)) {
    if (document.components.schemas?.[name]) throw new Error(`OpenAPI: the schema name ${name} is both a contracts type and a DTO class`);
  }
  document.components.schemas = { ...document.components.schemas, ...(CONTRACT_COMPONENTS as Record<string, never>), ErrorAnswer: ERROR_ANSWER as never };
  document.components.securitySchemes = {
    ...document.components.securitySchemes,
    [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'scholarlens.sid' },
    [API_KEY_SECURITY]: { type: 'http', scheme: 'bearer', description: 'An institution API key (sk_live_…), created by an institution administrator' },
  };
  for (const route of routes) {
    const operation = operationOf(document, route);
    if (!operation || !route.access) continue;
    operation['x-access'] = route.access;
    operation.security = route.access === 'public' ? [] : route.access === 'signed-in' ? [{ [SESSION_SECURITY]: [] }, { [API_KEY_SECURITY]: [] }] : [{ [SESSION_SECURITY]: [] }];
    operation.description = [ACCESS_TEXT[route.access], operation.description].filter(Boolean).join('\n\n');
    operation.responses ??= {};
    const responses = operation.responses as Record<string, unknown>;
    // Nest guesses 200 (201 for POST); the route's own statuses replace the guess.
    for (const status of Object.keys(responses)) if (Number(status) < 400) delete responses[status];
    for (const status of route.answer.statuses) responses[status] = successResponse(route.answer.declared, status);
    documentParameters(operation, route);
    documentBody(document, operation, route);
    const takesInput = route.inputs.body !== null || route.inputs.query !== null || route.inputs.params.length > 0;
    if (takesInput) responses['400'] ??= errorResponse('Invalid input, naming the field and the rule');
    if (route.access !== 'public') responses['401'] ??= errorResponse('Not signed in');
    if (route.access === 'admin') responses['403'] ??= errorResponse('Signed in, but not an administrator');
    if (route.method !== 'GET') responses['403'] ??= errorResponse('A state-changing request from a foreign origin (CSRF check)');
    responses['500'] ??= errorResponse('Unexpected failure (logged under the request id)');
  }
  return document;
}

/** How a route declares its answer: what a gap's message tells the route's author to add. */
export const HOW_TO_DECLARE_AN_ANSWER =
  "declare it on the handler with @Answers('<type exported by @scholarlens/contracts>') from platform/http/answers.ts " +
  "('Type[]' for a list, { nullable: true } when it may answer null, { statuses: [200, 202] } when it sets res.status() itself), " +
  "or @Redirects('<where>') for a 302; a type the contracts lack goes into shared-contracts/src first";

function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

/**
 * What the document leaves out of each route, one line per gap naming the route and what to add:
 * a success status without a schema (or an @Answers type the contracts do not export), a body,
 * query or path parameter that is not described, a DTO rule request-schemas.ts cannot say, a
 * `$ref` to no schema.
 */
export function documentationGaps(document: OpenAPIObject, routes: readonly RouteEntry[]): string[] {
  const gaps: string[] = [];
  const schemas = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  for (const route of routes) {
    const name = describeRoute(route);
    const operation = operationOf(document, route) as
      | { responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>; parameters?: Parameter[]; requestBody?: unknown }
      | undefined;
    if (!operation) {
      gaps.push(`${name}: not in /api/docs`);
      continue;
    }
    const { declared, statuses } = route.answer;
    if (declared?.kind === 'json' && !(declared.type in CONTRACT_SCHEMAS)) {
      gaps.push(`${name}: @Answers('${declared.type}') names no type exported by @scholarlens/contracts; export it from shared-contracts/src and rebuild`);
    }
    for (const status of statuses) {
      const response = operation.responses?.[status];
      if (status === 204) {
        if (declared) gaps.push(`${name}: answers 204 No Content, which has no body; remove its @Answers/@Redirects`);
      } else if (!declared) {
        gaps.push(`${name}: its success answer (${status}) has no schema; ${HOW_TO_DECLARE_AN_ANSWER}`);
      } else if (
        declared.kind === 'redirect'
          ? !response?.headers?.Location
          : !response?.content?.[declared.kind === 'file' ? declared.contentType : 'application/json']?.schema
      ) {
        gaps.push(`${name}: ${status} is not documented as declared`);
      }
    }
    const inputs = route.inputs;
    if (inputs.body && !operation.requestBody) gaps.push(`${name}: its body is not documented`);
    for (const dto of [inputs.body?.dto, inputs.query?.dto]) {
      for (const rule of dto ? unmappedRules(dto) : []) gaps.push(`${name}: ${rule} has no JSON Schema; add it to RULES in platform/http/request-schemas.ts`);
    }
    const parameters = operation.parameters ?? [];
    const queryNames = [...(inputs.query?.dto ? dtoFields(inputs.query.dto).map((f) => f.name) : []), ...(inputs.query?.names ?? [])];
    for (const [where, names] of [['path', inputs.params], ['query', queryNames]] as const) {
      for (const param of names) {
        if (!parameters.some((p) => p.in === where && p.name === param)) gaps.push(`${name}: its ${where} parameter ${param} is not documented`);
      }
    }
    for (const target of refsOf(operation)) {
      const schema = target.replace('#/components/schemas/', '');
      if (!schemas[schema]) gaps.push(`${name}: ${target} names no schema of the document`);
    }
  }
  return gaps;
}
