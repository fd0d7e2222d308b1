/** Seats must be a whole number of at least 1; the message names the rule, as the server's does. */
export function seatsError(raw: string): string | null {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < 1) return 'Maximum users must be a whole number of at least 1';
  return null;
}
