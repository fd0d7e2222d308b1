/**
 * For the scholar and research API tests: a private database per test file (they import papers,
 * and re-runs against the same DATABASE_URL must start from an empty catalog), dropped at the end.
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
