import type { PlanId } from './plans.js';

export type Role = 'user' | 'admin';

/** Answer of GET /api/auth/user (spec core §3, User). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  plan: PlanId;
  role: Role;
}

/** Error body of every non-2xx answer (docs/ARCHITECTURE.md §11). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Answer of the commands that only say what they did (bulk acquisition, scraping start/stop, database connect and sync). */
export interface MessageResponse {
  message: string;
}
