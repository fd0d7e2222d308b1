/** Spec inst §9 for the analytics panel: growth and impact colours, money and counts abbreviated; "—" where there is no figure. */
import { analyticsGrowthColor, analyticsImpactColor, formatAnalyticsCount, formatAnalyticsMoney } from '@scholarlens/contracts';

const PALETTE = { green: 'success', blue: 'info', yellow: 'warning', red: 'error' } as const;
export type ChipColour = (typeof PALETTE)[keyof typeof PALETTE];

export const growthColour = (growth: number): ChipColour => PALETTE[analyticsGrowthColor(growth)];
export const impactColour = (score: number): ChipColour => PALETTE[analyticsImpactColor(score)];
export const count = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatAnalyticsCount(n));
export const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatAnalyticsMoney(n));
export const percent = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n}%`);
export const signedPercent = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n > 0 ? '+' : ''}${n}%`);

export const TIMEFRAME_LABELS = { '3months': 'Last 3 months', '6months': 'Last 6 months', '12months': 'Last 12 months', '24months': 'Last 24 months', '5years': 'Last 5 years' } as const;
export const DEPARTMENT_LABELS = { all: 'All departments', cs: 'Computer Science', engineering: 'Engineering', medicine: 'Medicine', physics: 'Physics', biology: 'Biology' } as const;
