import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isLiveKind, LIVE_EVENT, type LiveChange, type LiveKind, type SessionUser } from '@portal/shared/core';
import type { Db } from '../db/client';
import type { ChannelListener } from './changeChannels';
import type { Auth } from './sessions';
import { SESSIONS_CHANNEL } from './sessions';

// Live updates (README "Live updates"): each signed-in page holds one Server-Sent Events stream
// (GET /api/live). The audit trigger says on CHANGES_CHANNEL which record changed and who changed
// it ('<kind>:<id>:<actor>', migration 0055), at commit, on every instance (changeChannels.ts). The
// hub gathers what it hears for BURST_MS, then asks each kind's area which of the ids each
// connected user may read (Area.live: the rule the area's list and detail apply) and sends every
// user only those: nobody learns that a record they may not read exists. With no stream open, a
// notification costs a string split; an idle stream costs a socket and a comment every 25 s.

export const CHANGES_CHANNEL = 'portal_changes';

/** Which of these ids (of one kind) this user may read. */
export type LiveReader = (db: Db, user: SessionUser, ids: number[]) => Promise<number[]>;
export type LiveReaders = Partial<Record<LiveKind, LiveReader>>;

/** How long the hub gathers changes before checking and sending them (one check per user and kind per burst). */
const BURST_MS = 60;
/** The most ids one reader call checks (a bulk write notifies thousands). */
const IDS_PER_CHECK = 1000;
/** Users checked at once (the pool has 10 connections). */
const USERS_AT_ONCE = 4;
/** A comment on every stream this often, so proxies and load balancers keep idle streams open. */
const HEARTBEAT_MS = 25_000;

interface Stream {
  user: SessionUser;
  sessionHash: string;
  write(text: string): void;
  end(): void;
}

export class LiveHub {
  private readonly streams = new Set<Stream>();
  /** '<kind>:<id>' -> the actors of its changes in this burst (null: the system). */
  private pending = new Map<string, Set<number | null>>();
  private timer: NodeJS.Timeout | null = null;
  private flushing = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private wasHearing = true;

  constructor(
    private readonly db: Db,
    private readonly readers: LiveReaders,
    private readonly log: FastifyBaseLogger,
    /** config.liveStreamMaxMs: a stream ends after this long (a tenth more at random, so pages do not come back together). */
    private readonly streamMaxMs: number,
  ) {}

  /** Open streams (tests read it). */
  get size(): number {
    return this.streams.size;
  }

  /** The listeners main.ts hands to listenToChannels: record changes, and session ends (a logout closes its streams). */
  readonly listeners: ChannelListener[] = [
    {
      channel: CHANGES_CHANNEL,
      heard: (payload) => this.heard(payload),
      hearing: (on) => {
        // Back after a lost connection: what changed meanwhile was not heard; every page refreshes.
        if (on && !this.wasHearing) this.broadcast('event: refresh\ndata: {}\n\n');
        this.wasHearing = on;
      },
    },
    { channel: SESSIONS_CHANNEL, heard: (change) => this.sessionChanged(change) },
  ];

  /** Answers GET /api/live: takes the reply over and keeps it open until the page or the server leaves. */
  open(request: FastifyRequest, reply: FastifyReply, auth: Auth): FastifyReply {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const stream: Stream = {
      user: auth.user,
      sessionHash: auth.sessionHash,
      write: (text) => void raw.write(text),
      end: () => {
        this.streams.delete(stream);
        raw.end();
      },
    };
    this.streams.add(stream);
    request.raw.socket?.setKeepAlive?.(true, HEARTBEAT_MS);
    // 'bye': the page opens a new stream at once and, having missed nothing, refreshes nothing.
    const rotation = setTimeout(
      () => {
        stream.write('event: bye\ndata: {}\n\n');
        stream.end();
      },
      this.streamMaxMs * (1 + Math.random() / 10),
    );
    // The response's 'close': the page left, the network dropped it, or the hub ended it.
    raw.once('close', () => {
      clearTimeout(rotation);
      this.streams.delete(stream);
      if (this.streams.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = null;
      }
    });
    // retry: EventSource's own reconnection delay; the first comment flushes the headers.
    stream.write('retry: 2000\n: open\n\n');
    this.heartbeat ??= setInterval(() => this.broadcast(': \n\n'), HEARTBEAT_MS).unref();
    return reply;
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = this.heartbeat = null;
    for (const stream of [...this.streams]) stream.end();
  }

  private broadcast(text: string) {
    for (const stream of this.streams) stream.write(text);
  }

  /** A logout ends its session's streams; changed flags or a suspension end the user's (the page reconnects as they now are). */
  private sessionChanged(change: string) {
    for (const stream of this.streams) {
      if (change === `s:${stream.sessionHash}` || change === `u:${stream.user.id}`) stream.end();
    }
  }

  private heard(payload: string) {
    if (this.streams.size === 0) return;
    const [kind, id, actor] = payload.split(':');
    if (!kind || !isLiveKind(kind) || !this.readers[kind] || !/^\d+$/.test(id ?? '')) return;
    const key = `${kind}:${id}`;
    const actors = this.pending.get(key) ?? new Set();
    actors.add(actor ? Number(actor) : null);
    this.pending.set(key, actors);
    if (!this.timer && !this.flushing) this.timer = setTimeout(() => void this.flush(), BURST_MS);
  }

  private async flush() {
    this.timer = null;
    this.flushing = true;
    const burst = this.pending;
    this.pending = new Map();
    try {
      const byKind = new Map<LiveKind, number[]>();
      for (const key of burst.keys()) {
        const [kind, id] = key.split(':') as [LiveKind, string];
        byKind.set(kind, [...(byKind.get(kind) ?? []), Number(id)]);
      }
      const byUser = new Map<number, Stream[]>();
      for (const stream of this.streams) byUser.set(stream.user.id, [...(byUser.get(stream.user.id) ?? []), stream]);
      const users = [...byUser.values()];
      for (let i = 0; i < users.length; i += USERS_AT_ONCE) {
        await Promise.all(users.slice(i, i + USERS_AT_ONCE).map((streams) => this.send(streams, byKind, burst)));
      }
    } catch (error) {
      this.log.error({ err: error }, 'live updates: a burst of changes was not sent');
    } finally {
      this.flushing = false;
      if (this.pending.size && !this.timer) this.timer = setTimeout(() => void this.flush(), BURST_MS);
    }
  }

  /** Checks a burst against one user's access (their first stream's user: all of them are the same person) and sends what they may read. */
  private async send(streams: Stream[], byKind: Map<LiveKind, number[]>, burst: Map<string, Set<number | null>>) {
    const user = streams[0]!.user;
    const changes: LiveChange[] = [];
    for (const [kind, ids] of byKind) {
      for (let i = 0; i < ids.length; i += IDS_PER_CHECK) {
        const readable = await this.readers[kind]!(this.db, user, ids.slice(i, i + IDS_PER_CHECK));
        for (const id of readable) {
          const actors = burst.get(`${kind}:${id}`);
          changes.push({ kind, id, mine: !!actors && [...actors].every((a) => a === user.id) });
        }
      }
    }
    if (!changes.length) return;
    const message = `event: ${LIVE_EVENT}\ndata: ${JSON.stringify(changes)}\n\n`;
    for (const stream of streams) if (this.streams.has(stream)) stream.write(message);
  }
}

/** Every area's readers, by kind (one area per kind). */
export function liveReadersOf(areas: readonly { name: string; live?: LiveReaders }[]): LiveReaders {
  const readers: LiveReaders = {};
  for (const area of areas) {
    for (const [kind, reader] of Object.entries(area.live ?? {}) as [LiveKind, LiveReader][]) {
      if (readers[kind]) throw new Error(`Two areas read live changes of '${kind}' (${area.name})`);
      readers[kind] = reader;
    }
  }
  return readers;
}
