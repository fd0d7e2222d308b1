/**
 * For API test files that need a private database (the scholar and research tests import papers
 * and must start from an empty catalog; the security tests change institutions' settings that must
 * reach no other file), dropped at the end.
 */
import { dropDatabase } from '../src/platform/database/database.js';

export function privateDatabaseUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scholarlens');
  const base = decodeURIComponent(url.pathname.slice(1)) || 'scholarlens';
  url.pathname = `/${`${base}_${suffix}_${process.pid}_${Date.now().toString(36)}`.slice(0, 63)}`;
  return url.toString();
}

export async function dropPrivateDatabase(databaseUrl: string): Promise<void> {
  await dropDatabase(databaseUrl).catch(() => undefined);
}
