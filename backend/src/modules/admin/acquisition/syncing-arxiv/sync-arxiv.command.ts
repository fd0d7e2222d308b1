import { Command } from '@nestjs/cqrs';

export interface SyncAnswer {
  /** 200 when the sync finished, 202 when it is still running after ARXIV_SYNC_WAIT_MS. */
  status: 200 | 202;
  message: string;
}

/** A signed-in user asks for the newest papers from arXiv (POST /api/papers/sync). */
export class SyncArxivCommand extends Command<SyncAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
