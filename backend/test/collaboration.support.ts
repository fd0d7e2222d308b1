/**
 * A Server-Sent Events reader for the chat's live stream (collaboration.e2e-spec.ts and the bench):
 * opens the stream with a session cookie over plain HTTP and collects its events as they arrive.
 */
import http from 'node:http';
import request from 'supertest';
import { type SignInResult, signIn } from './support/sign-in.js';

/** A demo account signed in on a backend through the real OIDC flow, in a cookie jar of its own. */
export function signInAt(baseUrl: string, account: Parameters<typeof signIn>[1]): Promise<SignInResult> {
  return signIn(request.agent(baseUrl), account, baseUrl);
}

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Resolves when `count` events have arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  /** The body of a refused stream (not text/event-stream). */
  body(): Promise<string>;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      const events: SseEvent[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      let raw = '';
      let endedResolve: () => void;
      const ended = new Promise<void>((r) => {
        endedResolve = r;
      });
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const fields = { id: null as string | null, event: 'message', data: [] as string[] };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [name, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (name === 'id') fields.id = value;
            if (name === 'event') fields.event = value;
            if (name === 'data') {
              fields.data.push(value);
              hasData = true;
            }
          }
          if (hasData) events.push({ id: fields.id, event: fields.event, data: fields.data.join('\n'), at: performance.now() });
        }
        for (const w of waiters.splice(0)) w();
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        close: () => req.destroy(),
        body: async () => {
          await ended;
          return raw;
        },
        waitFor: (count, ms = 5_000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`${events.length} of ${count} events after ${ms} ms`)), ms);
            const check = () => {
              if (events.length >= count) {
                clearTimeout(timer);
                done(events.slice(0, count));
              } else waiters.push(check);
            };
            check();
          }),
      });
    });
    req.on('error', reject);
  });
}
