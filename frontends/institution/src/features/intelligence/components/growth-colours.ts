import { trendGrowthColour } from '@scholarlens/contracts';

/** Spec inst §9's growth colours, as named (the theme's warning is orange, so yellow and orange are given outright). */
const SX = {
  green: { bgcolor: 'success.main', color: 'success.contrastText' },
  blue: { bgcolor: 'info.main', color: 'info.contrastText' },
  yellow: { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' },
  orange: { bgcolor: '#ef6c00', color: '#fff' },
} as const;

export const GROWTH_SX = (growth: number) => SX[trendGrowthColour(growth)];
export const COLOUR_SX = SX;
