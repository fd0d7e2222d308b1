/**
 * Live delivery of chat messages (docs/ARCHITECTURE.md §15), in every backend process: the messages
 * projection writes a message's row and NOTIFYs its channel id in the same transaction; each process
 * LISTENs on one connection of its own (opened at its first stream) and, per notified channel with
 * open streams here, reads the new rows once and writes them to each stream after its last-seen seq.
 * Nothing is kept in process memory but the open streams: a stream resumes from any seq (Last-Event-ID)
 * because the rows are the source, and a message posted through another process arrives the same way.
 * While the LISTEN connection is down, the open channels are read every second instead.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { TeamMessage } from '@scholarlens/contracts';
import pg from 'pg';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { CHAT_NOTIFY_CHANNEL } from '../channel-messages/channel-messages.projection.js';
import { LatestSeqQuery, MessagesAfterQuery } from '../channel-messages/channel-messages.query.js';

/** Where one open stream writes. */
export interface StreamSink {
  send(messages: TeamMessage[]): void;
  /** Ends the stream (the process shuts down); the browser reconnects to another process. */
  end(): void;
}

interface Subscriber {
  sink: StreamSink;
  /** The last seq this stream has; null while its start is being read. */
  lastSeq: number | null;
}

const PAGE = 200;
const RECONNECT_MS = 1_000;

@Injectable()
export class ChannelFanout implements OnModuleDestroy {
  private readonly logger = new Logger('ChatFanout');
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private listener: pg.Client | null = null;
  private listening = false;
  private poll: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** Open streams in this process (tests and the bench read it). */
  get openStreams(): number {
    let n = 0;
    for (const set of this.channels.values()) n += set.size;
    return n;
  }

  /**
   * Opens a stream of a channel's messages after `afterSeq` (absent: after the newest one now).
   * Answers the function that closes it. Refused (false) while the process shuts down.
   */
  async subscribe(channelId: string, sink: StreamSink, afterSeq?: number): Promise<(() => void) | false> {
    if (this.closing) return false;
    this.ensureListening();
    const subscriber: Subscriber = { sink, lastSeq: null };
    const set = this.channels.get(channelId) ?? new Set<Subscriber>();
    this.channels.set(channelId, set);
    set.add(subscriber);
    const close = () => {
      set.delete(subscriber);
      if (set.size === 0 && this.channels.get(channelId) === set) this.channels.delete(channelId);
    };
    try {
      // Registered before the start is read: a message notified meanwhile is read by the flush below.
      subscriber.lastSeq = afterSeq ?? (await this.queryBus.execute(new LatestSeqQuery(channelId)));
    } catch (err) {
      close();
      throw err;
    }
    this.schedule(channelId);
    return close;
  }

  /** Reads a channel's new rows once for all its streams here; a notification during a read reads again after it. */
  private schedule(channelId: string): void {
    if (this.running.has(channelId)) {
      this.again.add(channelId);
      return;
    }
    const run = async () => {
      do {
        this.again.delete(channelId);
        await this.flush(channelId);
      } while (this.again.has(channelId));
    };
    this.running.set(
      channelId,
      run()
        .catch((err: Error) => this.logger.error(`Delivering the messages of channel ${channelId} failed: ${err.message}`))
        .finally(() => this.running.delete(channelId)),
    );
  }

  private async flush(channelId: string): Promise<void> {
    for (;;) {
      const ready = [...(this.channels.get(channelId) ?? [])].filter((s) => s.lastSeq !== null);
      if (ready.length === 0) return;
      const from = Math.min(...ready.map((s) => s.lastSeq!));
      const messages = await this.queryBus.execute(new MessagesAfterQuery(channelId, from, PAGE));
      for (const s of ready) {
        const fresh = messages.filter((m) => m.seq > s.lastSeq!);
        if (fresh.length === 0) continue;
        s.lastSeq = fresh[fresh.length - 1].seq;
        s.sink.send(fresh);
      }
      if (messages.length < PAGE) return;
    }
  }

  private ensureListening(): void {
    if (this.listener || this.closing) return;
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.startPolling();
      if (!this.closing) setTimeout(() => this.channels.size > 0 && this.ensureListening(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.payload && this.channels.has(n.payload)) this.schedule(n.payload);
    });
    client
      .connect()
      .then(() => client.query(`listen ${CHAT_NOTIFY_CHANNEL}`))
      .then(() => {
        this.listening = true;
        this.stopPolling();
        // Whatever was posted while nobody listened.
        for (const channelId of this.channels.keys()) this.schedule(channelId);
      })
      .catch((err: Error) => {
        this.logger.warn(`LISTEN ${CHAT_NOTIFY_CHANNEL} failed (${err.message}); reading open channels every second meanwhile`);
        client.end().catch(() => undefined);
        lost();
      });
  }

  private startPolling(): void {
    if (this.poll || this.closing) return;
    this.poll = setInterval(() => {
      if (!this.listening) for (const channelId of this.channels.keys()) this.schedule(channelId);
    }, RECONNECT_MS);
    this.poll.unref();
  }

  private stopPolling(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  /** Ends every open stream (the HTTP server cannot close while they are open) and the LISTEN connection. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.stopPolling();
    for (const set of this.channels.values()) for (const s of set) s.sink.end();
    this.channels.clear();
    await Promise.allSettled(this.running.values());
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }
}
