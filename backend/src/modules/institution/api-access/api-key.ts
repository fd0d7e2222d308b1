/**
 * An institution API key (stream `api-key-<id>`, issue #36 item 4): created by an institution
 * administrator, who it then acts as (docs/ARCHITECTURE.md §9), and revoked by any administrator
 * of the institution. Only the SHA-256 of the secret is ever stored; the secret is shown once.
 */

export type ApiKeyCreated = {
  type: 'ApiKeyCreated';
  data: {
    keyId: string;
    institutionId: string;
    name: string;
    /** The first characters of the secret, to recognise the key in the list. */
    prefix: string;
    /** SHA-256 (hex) of the whole secret. */
    secretHash: string;
    memberId: string;
    userId: string;
    at: string;
  };
};
export type ApiKeyRevoked = {
  type: 'ApiKeyRevoked';
  data: { keyId: string; institutionId: string; memberId: string; userId: string; at: string };
};
export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;
export const API_KEY_EVENT_TYPES = ['ApiKeyCreated', 'ApiKeyRevoked'] as const;

export interface ApiKeyState {
  institutionId: string | null;
  revoked: boolean;
}

export const initialApiKeyState: ApiKeyState = { institutionId: null, revoked: false };

export function evolve(state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  switch (event.type) {
    case 'ApiKeyCreated':
      return { institutionId: event.data.institutionId, revoked: false };
    case 'ApiKeyRevoked':
      return { ...state, revoked: true };
  }
}

export const apiKeyStreamId = (keyId: string) => `api-key-${keyId}`;
