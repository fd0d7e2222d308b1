import { createHash } from 'node:crypto';

/** An alert's id: a name-based UUID (version 5 layout) of the rule and the event it fired on, so firing again finds the alert raised. */
export function alertIdFor(rule: string, sourceEventId: string): string {
  const h = createHash('sha1').update(`scholarlens:alert:${rule}:${sourceEventId}`).digest('hex');
  const variant = ((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
