import type { ProposalHistoryEntry } from '@scholarlens/contracts';

/** Who took a step of a proposal, as the history lists it. */
export const stepBy = (h: ProposalHistoryEntry) => h.byEmail ?? (h.by === 'console' ? 'ScholarLens' : h.by === 'system' ? 'on its expiry date' : 'the institution');
