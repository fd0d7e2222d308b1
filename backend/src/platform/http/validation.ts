import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Rules that say what a field is (there at all, its type, its allowed values): when one fails, it
 * is the one to report. A field left out fails every rule, and its length or range rule would
 * otherwise be reported first ("content must be shorter than…" for no content at all).
 */
const WHAT_IT_IS = [
  'isDefined',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isDate',
  'isIn',
  'isEnum',
  'isEmail',
  'isNotEmpty',
];

/**
 * A field's failed rules, the one to report first: what the field is before how long or how big
 * it is, otherwise in the order the DTO declares them (class-validator runs, and lists, a field's
 * decorators bottom-up).
 */
export function orderedRuleMessages(constraints: Record<string, string>): string[] {
  const declared = Object.entries(constraints).reverse();
  const rank = (rule: string) => {
    const i = WHAT_IT_IS.indexOf(rule);
    return i < 0 ? WHAT_IT_IS.length : i;
  };
  return declared
    .map(([rule, message], i) => ({ rule, message, i }))
    .sort((a, b) => rank(a.rule) - rank(b.rule) || a.i - b.i)
    .map((r) => r.message);
}

function collect(errors: ValidationError[], parent = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[field] = orderedRuleMessages(error.constraints);
    if (error.children?.length) collect(error.children, field, out);
  }
  return out;
}

/**
 * DTO validation: unknown fields are refused, types are not coerced, and the answer is
 * 400 `{message, errors}` whose message names the first offending field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1][0]}` : 'Invalid request body';
      return new BadRequestException({ message, errors: fields });
    },
  });
}
