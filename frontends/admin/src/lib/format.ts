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

/** Active when completion is strictly between 0 and 100, otherwise Ready (spec core §4). */
export function acquisitionBadge(completion: number): 'Active' | 'Ready' {
  return completion > 0 && completion < 100 ? 'Active' : 'Ready';
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
