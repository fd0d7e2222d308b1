/**
 * For projection specs that append events to the store directly: a domain event, typed by its
 * aggregate's event union (so its type and data shape are checked against the aggregate file),
 * as the store appends it.
 */
import type { EventMetadata, NewEvent } from '../../event-store/event-store.port.js';

export function newEvent<E extends { type: string; data: object }>(event: E, metadata?: EventMetadata): NewEvent {
  return { type: event.type, data: event.data as Record<string, unknown>, ...(metadata ? { metadata } : {}) };
}
