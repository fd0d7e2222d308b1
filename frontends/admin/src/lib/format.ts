/** Display rules of the admin console (spec core §2, §9; inst §2, §9). Pure. */

/** Seconds as HH:MM:SS (hours may exceed 24); `--:--:--` while unknown. */
export function formatHms(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '--:--:--';
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** 1,000 and above as K, 1,000,000 and above as M, one decimal (1.2K, 3.4M). */
export function abbreviate(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1).replace(/\.0$/, '')}K`;
  return String(n);
}

/** Progress card: total papers / 1000 as a percent with one decimal ("discovery coverage"). */
export function discoveryCoverage(totalPapers: number): string {
  return `${(totalPapers / 1000).toFixed(1)}%`;
}

/** Bulk acquisition completion: currentInDB of estimatedTotal, rounded. */
export function completionPercent(currentInDB: number, estimatedTotal: number): number {
  return estimatedTotal > 0 ? Math.round((currentInDB / estimatedTotal) * 100) : 0;
}

/**
 * The bulk acquisition's badge, from the latest run's state rather than from the catalog's size
 * (a failed run at 1% must not read "Active" and lock Start): Active while a run is running,
 * Failed when the latest run failed (a new start is allowed), otherwise Ready.
 */
export function acquisitionBadge(run: { status: string } | null | undefined): 'Active' | 'Failed' | 'Ready' {
  if (run?.status === 'running') return 'Active';
  if (run?.status === 'failed') return 'Failed';
  return 'Ready';
}

/**
 * The scraping monitor's progress line: universities finished (completed or failed) of all, and
 * the percent of the same two counts, so the text and the percent beside it never disagree.
 */
export function scrapingProgress(s: { completedUniversities: number; failedUniversities: number; totalUniversities: number } | undefined): {
  text: string;
  percent: number;
} {
  const completed = s?.completedUniversities ?? 0;
  const failed = s?.failedUniversities ?? 0;
  const total = s?.totalUniversities ?? 0;
  const finished = completed + failed;
  const detail = failed > 0 ? ` (${completed} completed, ${failed} failed)` : '';
  return {
    text: `${finished} of ${total} universities finished${detail}`,
    percent: total > 0 ? Math.round((finished / total) * 1000) / 10 : 0,
  };
}

/** The flag emoji of an ISO 3166-1 alpha-2 code. */
export function flagOf(country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return '🏳️';
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** pending / active / completed / failed; anything else shows as Pending. */
export function scrapingStatusLabel(status: string): 'Pending' | 'Active' | 'Completed' | 'Failed' {
  switch (status) {
    case 'active':
      return 'Active';
    case 'completed':
      return 'Completed';
    case 'failed':
      return 'Failed';
    default:
      return 'Pending';
  }
}

export function usd(n: number): string {
  return `$${Math.round(n).toLocaleString('en-US')}`;
}

/** fully_authorized, or other values with underscores as spaces. */
export function legalLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

/** What POST /api/admin/databases/connect answers: a summary and each source's probe. */
export interface ConnectResult {
  message: string;
  results?: { id: string; configured: boolean; reachable: boolean; error: string | null }[];
}

/**
 * The Connect All toast says what happened: the spec's "Database Connections Established" only
 * when every configured source answered; otherwise how many did and why the others did not.
 */
export function connectToast(r: ConnectResult): { variant?: 'destructive'; title: string; description: string } {
  const configured = (r.results ?? []).filter((s) => s.configured);
  const reached = configured.filter((s) => s.reachable);
  if (configured.length > 0 && reached.length === configured.length) {
    return { title: 'Database Connections Established', description: 'All legal database connections have been initialized successfully.' };
  }
  const failures = configured
    .filter((s) => !s.reachable)
    .map((s) => `${s.id}: ${s.error ?? 'no answer'}`)
    .join('; ');
  const description = failures ? `${r.message}. ${failures}` : `${r.message}.`;
  return reached.length === 0
    ? { variant: 'destructive', title: 'No Database Connected', description }
    : { variant: 'destructive', title: 'Some Connections Failed', description };
}
