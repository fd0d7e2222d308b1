import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], parent = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[field] = Object.values(error.constraints);
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
