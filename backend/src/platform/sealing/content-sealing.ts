/**
 * Sealing what members write (notes, chat messages) for the institutions that turn data encryption
 * on (docs/ARCHITECTURE.md §15). The contexts that store such content seal it here before it goes
 * into an event and open it here when they answer, so events and read models hold only sealed
 * text. Which institution, whether its switch is on and its keys belong to the security context,
 * which registers itself as the sealer at module init (as SignInGates' checks do); with none
 * registered nothing is sealed.
 */
import { Injectable } from '@nestjs/common';
import type { ContentProtection } from '@scholarlens/contracts';
import { isSealed, openText, sealedKeyId } from './sealed-text.js';

/** What a reader is shown: the text, whether it was stored sealed, and whether its key is gone (crypto-shredded). */
export interface OpenedText {
  text: string;
  sealed: boolean;
  removed: boolean;
}

export interface ContentSealer {
  /** `text` sealed under the key of the institution `userId` belongs to when it encrypts data, else `text`. */
  sealForUser(userId: string, text: string): Promise<string>;
  /** The same, for content that belongs to an institution (a team's chat). */
  sealForInstitution(institutionId: string, text: string): Promise<string>;
  /** `text` always sealed under the institution's live data key, whatever its switch says (credentials: never stored readable). */
  sealSecretForInstitution(institutionId: string, text: string): Promise<string>;
  /** The data keys with these ids that still exist (destroyed and unknown ones are absent). */
  keys(keyIds: readonly string[]): Promise<Map<string, Buffer>>;
}

@Injectable()
export class ContentSealing {
  private sealer: ContentSealer | null = null;

  register(sealer: ContentSealer): void {
    this.sealer = sealer;
  }

  sealForUser(userId: string, text: string): Promise<string> {
    return this.sealer ? this.sealer.sealForUser(userId, text) : Promise.resolve(text);
  }

  sealForInstitution(institutionId: string, text: string): Promise<string> {
    return this.sealer ? this.sealer.sealForInstitution(institutionId, text) : Promise.resolve(text);
  }

  /** A credential sealed under the institution's key; with no sealer registered (no security context) it cannot be stored safely, so it is refused. */
  sealSecretForInstitution(institutionId: string, text: string): Promise<string> {
    if (!this.sealer) return Promise.reject(new Error('No content sealer is registered: credentials cannot be sealed'));
    return this.sealer.sealSecretForInstitution(institutionId, text);
  }

  /** Each value opened, in order; sealed text whose key was destroyed is `removed` (empty text). */
  async open(values: readonly string[]): Promise<OpenedText[]> {
    const keyIds = [...new Set(values.map(sealedKeyId).filter((id): id is string => id !== null))];
    const keys = keyIds.length > 0 && this.sealer ? await this.sealer.keys(keyIds) : new Map<string, Buffer>();
    return values.map((value) => {
      if (!isSealed(value)) return { text: value, sealed: false, removed: false };
      const key = keys.get(sealedKeyId(value) ?? '');
      if (!key) return { text: '', sealed: true, removed: true };
      try {
        return { text: openText(key, value), sealed: true, removed: false };
      } catch {
        // Changed in storage, or sealed under another key of the same id: nothing readable is left.
        return { text: '', sealed: true, removed: true };
      }
    });
  }

  async openOne(value: string): Promise<OpenedText> {
    return (await this.open([value]))[0];
  }
}

/** The contracts' word for how a reader's content was stored. */
export function protectionOf(opened: OpenedText): ContentProtection {
  return opened.removed ? 'removed' : opened.sealed ? 'encrypted' : 'plain';
}
