/**
 * What a route answers on success, declared on its handler and documented at /api/docs
 * (openapi.ts). Answers are types of @scholarlens/contracts, the one source of truth the
 * frontends compile against: its build turns every exported type into a JSON Schema
 * (shared-contracts/dist/schemas.json, ts-json-schema-generator), so the document cannot drift
 * from the types. A name that is not an exported contracts type does not compile.
 *
 *   @Answers('Note')                                  200 (201 for POST, or @HttpCode's) with a Note
 *   @Answers('Note[]')                                a list of them
 *   @Answers('InstitutionUser', { nullable: true })   one, or null
 *   @Answers('StartScrapingAnswer', { statuses: [200, 202] })   set with res.status()
 *   @Redirects('the issuer')                          302 with a Location header
 *   @AnswersFile('text/csv', 'The audit log as CSV')  a file download of that media type
 *
 * A 204 route (@HttpCode(HttpStatus.NO_CONTENT)) has no body and needs no declaration.
 */
import { HttpStatus, RequestMethod, SetMetadata } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import contractSchemas from '@scholarlens/contracts/schemas.json' with { type: 'json' };
import type { RouteHandler } from '../auth/access.js';

/** A type exported by @scholarlens/contracts. */
export type ContractType = keyof typeof contractSchemas.definitions;

export type DeclaredAnswer =
  | {
      kind: 'json';
      type: ContractType;
      array: boolean;
      nullable: boolean;
      /** The success statuses, when the handler sets them itself (`res.status()`). */
      statuses?: number[];
      /** Response headers the answer carries, with what each means. */
      headers?: Record<string, string>;
    }
  | { kind: 'redirect'; to: string }
  | { kind: 'file'; contentType: string; description: string };

export const ANSWER_METADATA = 'scholarlens:answer';

/** The JSON Schemas of the contracts' types, by type name (`$ref`s point at `#/definitions/<name>`). */
export const CONTRACT_SCHEMAS: Record<string, object> = contractSchemas.definitions;

export interface AnswerOptions {
  statuses?: number[];
  nullable?: boolean;
  headers?: Record<string, string>;
}

/** The route answers a contracts type as JSON (`'Name[]'`: a list of them). */
export function Answers(type: ContractType | `${ContractType}[]`, options: AnswerOptions = {}) {
  const array = type.endsWith('[]');
  const declared: DeclaredAnswer = {
    kind: 'json',
    type: (array ? type.slice(0, -2) : type) as ContractType,
    array,
    nullable: options.nullable ?? false,
    ...(options.statuses && { statuses: options.statuses }),
    ...(options.headers && { headers: options.headers }),
  };
  return SetMetadata(ANSWER_METADATA, declared);
}

/** The route answers with a redirect (302) to `to` (what the Location names, in words). */
export function Redirects(to: string) {
  return SetMetadata(ANSWER_METADATA, { kind: 'redirect', to } satisfies DeclaredAnswer);
}

/** The route answers a file of `contentType` (a download, not JSON). */
export function AnswersFile(contentType: string, description: string) {
  return SetMetadata(ANSWER_METADATA, { kind: 'file', contentType, description } satisfies DeclaredAnswer);
}

export function declaredAnswer(handler: RouteHandler): DeclaredAnswer | null {
  return (Reflect.getMetadata(ANSWER_METADATA, handler) as DeclaredAnswer | undefined) ?? null;
}

/** The statuses a route answers on success: the declared ones, else @HttpCode's, else Nest's default. */
export function successStatuses(handler: RouteHandler, method: RequestMethod): number[] {
  const declared = declaredAnswer(handler);
  if (declared?.kind === 'redirect') return [HttpStatus.FOUND];
  if (declared?.kind === 'json' && declared.statuses) return declared.statuses;
  const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  return [code ?? (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK)];
}
