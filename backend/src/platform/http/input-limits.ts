/**
 * Limits every request's input meets before validation (docs/ARCHITECTURE.md §11): what no DTO rule can
 * express and what would otherwise reach the database, a validator or class-transformer and
 * fail there with a 500.
 *
 *  - strings (values and keys, at any depth, path params and query parameters too) hold no NUL
 *    character (PostgreSQL text cannot store one) and no lone surrogate (not Unicode: some
 *    validators and encoders throw on one);
 *  - values are nested at most MAX_INPUT_DEPTH levels (class-transformer recurses once a level
 *    and overflows the stack near 2,400);
 *  - a body bound to a DTO class is a JSON object (an array would be read as an object with the
 *    keys "0", "1"…).
 *
 * A refusal is the validation's 400 `{message: "<field>: <rule>", errors: {<field>: [<rule>]}}`,
 * naming the field (`paperIds.0`, a query parameter, a path param).
 */
import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const MAX_INPUT_DEPTH = 32;

export const INPUT_RULES = {
  nul: 'must not contain NUL characters',
  surrogate: 'must be well-formed Unicode (no lone surrogates)',
  depth: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
  object: 'must be a JSON object',
} as const;

export function inputRefused(field: string, rule: string): BadRequestException {
  return new BadRequestException({ message: `${field}: ${rule}`, errors: { [field]: [rule] } });
}

/** A surrogate code unit that is not half of a pair (with the u flag, a pair is one code point). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The rule a string breaks, or null. */
export function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return INPUT_RULES.nul;
  if (LONE_SURROGATE.test(value)) return INPUT_RULES.surrogate;
  return null;
}

const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/**
 * The first problem in a value, depth-first: `[field, rule]`, or null. Recursion stops past
 * MAX_INPUT_DEPTH, so checking a deep value cannot overflow the stack either.
 */
export function findInputProblem(value: unknown, field: string, depth = 0): [string, string] | null {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem ? [field || 'body', problem] : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return [field || 'body', INPUT_RULES.depth];
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = stringProblem(key);
    if (keyProblem) return [join(field, key), keyProblem];
    const found = findInputProblem(child, join(field, key), depth + 1);
    if (found) return found;
  }
  return null;
}

const NOT_DTOS = new Set<unknown>([undefined, Object, String, Number, Boolean, Array]);

@Injectable()
export class InputLimitsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query' && metadata.type !== 'param') return value;
    // `@Body('x')`, `@Query('x')`, `@Param('id')` name their field; whole bodies and queries start at their keys.
    const field = metadata.data ?? '';
    // No body at all is left to validation (Nest validates it as `{}`).
    if (metadata.type === 'body' && !metadata.data && !NOT_DTOS.has(metadata.metatype) && value != null) {
      if (typeof value !== 'object' || Array.isArray(value)) throw inputRefused('body', INPUT_RULES.object);
    }
    const problem = findInputProblem(value, field);
    if (problem) throw inputRefused(...problem);
    return value;
  }
}
