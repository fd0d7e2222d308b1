/**
 * The JSON Schema of a request DTO, read from the class-validator rules the validation pipe
 * enforces (route-table.ts `dtoFields`), so /api/docs documents exactly what is checked. Unknown
 * fields are refused (validation.ts): objects admit no others. A rule with no JSON Schema
 * counterpart yet is named by `unmappedRules` (the OpenAPI test fails on it): add it to RULES.
 */
import type { Type } from '@nestjs/common';
import { type DtoField, dtoFields } from './route-table.js';

export type JsonSchema = Record<string, unknown>;

type Rule = (schema: JsonSchema, constraints: unknown[]) => void;

/** validator.js' isNumeric, which class-validator's @IsNumberString uses. */
const NUMBER_STRING = '^[+-]?([0-9]*[.])?[0-9]+$';

const RULES: Record<string, Rule> = {
  isString: (s) => (s.type = 'string'),
  isInt: (s) => (s.type = 'integer'),
  isNumber: (s) => (s.type = 'number'),
  isBoolean: (s) => (s.type = 'boolean'),
  isIn: (s, [values]) => (s.enum = values),
  isEmail: (s) => Object.assign(s, { type: 'string', format: 'email' }),
  isUrl: (s) => Object.assign(s, { type: 'string', format: 'uri' }),
  isObject: (s) => (s.type = 'object'),
  isIso8601: (s) => Object.assign(s, { type: 'string', format: 'date-time' }),
  isUuid: (s) => Object.assign(s, { type: 'string', format: 'uuid' }),
  isCalendarDate: (s) => Object.assign(s, { type: 'string', format: 'date' }),
  isNumberString: (s) => Object.assign(s, { type: 'string', pattern: NUMBER_STRING }),
  isNotEmpty: (s) => (s.not = { const: '' }),
  maxLength: (s, [n]) => (s.maxLength = n),
  minLength: (s, [n]) => (s.minLength = n),
  max: (s, [n]) => (s.maximum = n),
  min: (s, [n]) => (s.minimum = n),
  matches: (s, [pattern]) => (s.pattern = pattern instanceof RegExp ? pattern.source : String(pattern)),
};

/** Rules about the array itself; with `each`, every other rule is about its items. */
const ARRAY_RULES: Record<string, Rule> = {
  isArray: (s) => (s.type = 'array'),
  arrayMaxSize: (s, [n]) => (s.maxItems = n),
  arrayMinSize: (s, [n]) => (s.minItems = n),
};

/** Rules that say nothing about the value's shape. */
const NOT_SHAPES = new Set(['isOptional', 'conditionalValidation', 'whitelistValidation']);
/** @ValidateNested: the field is the nested DTO (its declared type), described by dtoSchema below. */
const NESTED = 'nestedValidation';

export function fieldSchema(field: DtoField): JsonSchema {
  const schema: JsonSchema = {};
  const items: JsonSchema = {};
  for (const rule of field.rules) {
    const constraints = field.constraints[rule] ?? [];
    if (ARRAY_RULES[rule]) ARRAY_RULES[rule](schema, constraints);
    else if (RULES[rule]) RULES[rule](field.each ? items : schema, constraints);
  }
  if (field.each) Object.assign(schema, { type: 'array', items });
  return schema;
}

/** The DTO as one object schema: its fields, the required ones, nothing else admitted. */
export function dtoSchema(dto: Type): JsonSchema {
  const fields = dtoFields(dto);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, f.rules.includes(NESTED) ? { ...fieldSchema(f), ...dtoSchema(nestedDto(dto, f)) } : fieldSchema(f)])),
    required: fields.filter((f) => !f.optional).map((f) => f.name),
    additionalProperties: false,
  };
}

/** The DTO class a @ValidateNested field holds (its TypeScript type, as decorator metadata records it). */
function nestedDto(dto: Type, field: DtoField): Type {
  return Reflect.getMetadata('design:type', dto.prototype, field.name) as Type;
}

/** The DTO's rules that this file cannot say in JSON Schema (`Dto.field: rule`), nested DTOs' included. */
export function unmappedRules(dto: Type): string[] {
  return dtoFields(dto).flatMap((f) => [
    ...f.rules.filter((r) => !RULES[r] && !ARRAY_RULES[r] && !NOT_SHAPES.has(r) && r !== NESTED).map((r) => `${dto.name}.${f.name}: ${r}`),
    ...(f.rules.includes(NESTED) ? unmappedRules(nestedDto(dto, f)) : []),
  ]);
}
