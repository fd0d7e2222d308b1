/**
 * The OpenAPI document at /api/docs, completed from the route table (route-table.ts): every
 * operation states its access rule (`x-access`, its security requirement and a line of its
 * description) and the error answers that rule and its inputs can give, each with the error
 * answer's schema (`{ message, errors?, requestId }`, error.filter.ts and platform/logging).
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import type { AccessRule } from '../auth/access.js';
import type { RouteEntry } from './route-table.js';

export const SESSION_SECURITY = 'session';

const ACCESS_TEXT: Record<AccessRule, string> = {
  public: 'Access: public (anyone, signed in or not).',
  'signed-in': 'Access: signed in (the session cookie).',
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

/** The operation of a route in the document (`:id` → `{id}`). */
export function operationOf(document: OpenAPIObject, route: RouteEntry): Record<string, unknown> | undefined {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return (document.paths[path] as Record<string, Record<string, unknown>> | undefined)?.[route.method.toLowerCase()];
}

export function documentRoutes(document: OpenAPIObject, routes: readonly RouteEntry[]): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, ErrorAnswer: ERROR_ANSWER as never };
  document.components.securitySchemes = {
    ...document.components.securitySchemes,
    [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'scholarlens.sid' },
  };
  for (const route of routes) {
    const operation = operationOf(document, route);
    if (!operation || !route.access) continue;
    operation['x-access'] = route.access;
    operation.security = route.access === 'public' ? [] : [{ [SESSION_SECURITY]: [] }];
    operation.description = [ACCESS_TEXT[route.access], operation.description].filter(Boolean).join('\n\n');
    operation.responses ??= {};
    const responses = operation.responses as Record<string, unknown>;
    const takesInput = route.inputs.body !== null || route.inputs.query !== null || route.inputs.params.length > 0;
    if (takesInput) responses['400'] ??= errorResponse('Invalid input, naming the field and the rule');
    if (route.access !== 'public') responses['401'] ??= errorResponse('Not signed in');
    if (route.access === 'admin') responses['403'] ??= errorResponse('Signed in, but not an administrator');
    if (route.method !== 'GET') responses['403'] ??= errorResponse('A state-changing request from a foreign origin (CSRF check)');
    responses['500'] ??= errorResponse('Unexpected failure (logged under the request id)');
  }
  return document;
}
