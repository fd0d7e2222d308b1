/**
 * One channel's messages as Server-Sent Events on an HTTP answer: `id: <seq>`, `event: message`,
 * `data: <TeamMessage JSON>`. A long GET: the headers say no proxy may buffer or transform it
 * (`X-Accel-Buffering: no`, `Cache-Control: no-transform`); a comment every 20 s keeps idle
 * proxies from closing it; a client too slow to read 1 MB is dropped (its browser reconnects with
 * Last-Event-ID and misses nothing).
 */
import { CHAT_STREAM_EVENT, type TeamMessage } from '@scholarlens/contracts';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ChannelFanout } from './channel-fanout.js';

const logger = new Logger('ChatStream');
const HEARTBEAT_MS = 20_000;
const MAX_BUFFERED = 1 << 20;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

export function formatEvents(messages: TeamMessage[]): string {
  return messages.map((m) => `id: ${m.seq}\nevent: ${CHAT_STREAM_EVENT}\ndata: ${JSON.stringify(m)}\n\n`).join('');
}

export async function openChatStream(fanout: ChannelFanout, channelId: string, afterSeq: number | undefined, req: Request, res: Response): Promise<void> {
  res.status(200);
  res.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  req.socket.setTimeout(0);
  req.socket.setNoDelay(true);
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    res.end();
  };
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let unsubscribe: (() => void) | undefined;
  req.on('close', end);
  const sink = {
    send: (messages: TeamMessage[]) => {
      if (closed) return;
      res.write(formatEvents(messages));
      if (res.writableLength > MAX_BUFFERED) end();
    },
    end,
  };
  // The headers are sent: a failure now can only end the stream (the browser retries after RETRY_MS).
  const opened = await fanout.subscribe(channelId, sink, afterSeq).catch((err: Error) => {
    logger.warn(`Opening the stream of channel ${channelId} failed: ${err.message}`);
    return false as const;
  });
  if (opened === false || closed) {
    if (opened) opened();
    end();
    return;
  }
  unsubscribe = opened;
}
