/**
 * Reading one environment variable, validated with zod: a malformed value stops the start with one
 * line naming the variable and the value (`ConfigError`), instead of becoming NaN or a bad URL
 * deep inside a client. An unset or empty variable takes its default.
 */
import { z } from 'zod';

/** A configuration value that cannot be used; main.ts prints its message alone and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = NodeJS.ProcessEnv;

function raw(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parse<T>(name: string, value: string, schema: z.ZodType<T>, rule: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ConfigError(`${name} must be ${rule}, not ${JSON.stringify(value)}`);
  return result.data;
}

const numberText = z
  .string()
  .regex(/^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i)
  .transform(Number)
  .pipe(z.number().finite());

/** A whole number in [min, max] (defaults: 0 and no upper bound). */
export function int(env: Env, name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  const min = bounds.min ?? 0;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  const rule = bounds.max === undefined ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
  return parse(name, value, numberText.pipe(z.number().int().min(min).max(max)), rule);
}

/** A decimal number ≥ 0 (weights, similarities). */
export function decimal(env: Env, name: string, fallback: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  return parse(name, value, numberText.pipe(z.number().min(0)), 'a number ≥ 0');
}

/** An absolute URL with one of `protocols` (without the colon); returned as given. */
export function url(env: Env, name: string, fallback: string, protocols?: readonly string[]): string;
export function url(env: Env, name: string, fallback: null, protocols?: readonly string[]): string | null;
export function url(env: Env, name: string, fallback: string | null, protocols: readonly string[] = ['http', 'https']): string | null {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  return parse(name, value, urlSchema(protocols), `a URL (${protocols.map((p) => `${p}:`).join(', ')})`);
}

function urlSchema(protocols: readonly string[]): z.ZodType<string> {
  return z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol.slice(0, -1));
    } catch {
      return false;
    }
  });
}

/** A comma-separated list of absolute http(s) URLs, each reduced to its origin. */
export function origins(env: Env, name: string): string[] {
  const value = raw(env, name);
  if (value === undefined) return [];
  return list(value).map((entry) => new URL(parse(name, entry, urlSchema(['http', 'https']), 'comma-separated http(s) URLs')).origin);
}

/** A remote's address: a path on this server (`/…`) or an absolute http(s) URL. */
export function pathOrUrl(env: Env, name: string, fallback: string): string {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return parse(name, value, urlSchema(['http', 'https']), 'a path starting with / or an http(s) URL');
}

/** One of `choices`. */
export function oneOf<const T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  return parse(name, value, z.enum(choices as [T, ...T[]]), `one of ${choices.join(', ')}`);
}

/** `true` or `false`. */
export function bool(env: Env, name: string, fallback: boolean): boolean {
  return oneOf(env, name, ['true', 'false'], fallback ? 'true' : 'false') === 'true';
}

/** JSON text. */
export function json<T>(env: Env, name: string, fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw new ConfigError(`${name} must be JSON, not ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`);
  }
}

/** A comma-separated list, trimmed, without empty entries. */
export function list(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
