import type { Institution, InstitutionUsageDay } from '@scholarlens/contracts';

/** Export Data: the institution's usage per day (GET /api/institution/usage) as CSV, oldest first. */
export function usageCsv(days: InstitutionUsageDay[]): string {
  const header = 'date,papersViewed,searchesPerformed,activeUsers,collaborationEvents';
  const rows = [...days].sort((a, b) => a.date.localeCompare(b.date)).map((d) => [d.date, d.papersViewed, d.searchesPerformed, d.activeUsers, d.collaborationEvents].join(','));
  return `${[header, ...rows].join('\n')}\n`;
}

export function downloadUsageCsv(institution: Institution, days: InstitutionUsageDay[]): void {
  const url = URL.createObjectURL(new Blob([usageCsv(days)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${institution.subdomain}-usage.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
