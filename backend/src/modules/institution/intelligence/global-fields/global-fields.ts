import { GLOBAL_FIELD_MIN_WORKS, GLOBAL_FIELDS_SHOWN, type GlobalField } from '@scholarlens/contracts';

export interface FieldCount {
  key: string;
  keyDisplayName: string;
  count: number;
}

/**
 * The fastest-growing fields: works of the recent year over the previous one, per field both years
 * name, among fields with at least GLOBAL_FIELD_MIN_WORKS works the year before (a small field's
 * doubling says little); fastest first, GLOBAL_FIELDS_SHOWN at most.
 */
export function fastestGrowingFields(recent: FieldCount[], previous: FieldCount[]): GlobalField[] {
  const before = new Map(previous.map((g) => [g.key, g.count]));
  const fields: GlobalField[] = [];
  for (const g of recent) {
    const previousWorks = before.get(g.key);
    if (previousWorks === undefined || previousWorks < GLOBAL_FIELD_MIN_WORKS) continue;
    fields.push({
      id: g.key,
      name: g.keyDisplayName,
      recentWorks: g.count,
      previousWorks,
      growth: Math.round(((g.count - previousWorks) / previousWorks) * 1000) / 10,
    });
  }
  return fields.sort((a, b) => b.growth - a.growth || b.recentWorks - a.recentWorks).slice(0, GLOBAL_FIELDS_SHOWN);
}
