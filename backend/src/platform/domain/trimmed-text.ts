import { DomainError } from './domain-error.js';

/** Text as stored: trimmed; blank or longer than `maxLength` is a 400 naming the field (spec core §5). */
export function trimmedText(field: string, value: string, maxLength: number): string {
  const trimmed = value.trim();
  if (!trimmed) throw new DomainError('invalid', `${field}: must not be blank`);
  if (trimmed.length > maxLength) throw new DomainError('invalid', `${field}: must be at most ${maxLength} characters`);
  return trimmed;
}
