import type { StatusColour } from '@scholarlens/contracts';

/** Spec §4/§9 colours as MUI chip colours. */
export const CHIP_COLOUR: Record<StatusColour, 'success' | 'default' | 'error' | 'warning'> = { green: 'success', grey: 'default', red: 'error', yellow: 'warning' };
