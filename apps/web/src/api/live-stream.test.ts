import type { LiveEvent } from '@fm/contract/schemas/live';
import { describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, createSseParser, type SseFrame, startLiveStream } from './live-stream.ts';

const encoder = new TextEncoder();

/** A real byte stream that delivers `chunks` one after another and then ends (or stays open). */
function sseBody(chunks: string[], { staysOpen = false } = {}): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index];
      index += 1;
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (!staysOpen) controller.close();
      else return new Promise(() => undefined);
    },
  });
}

const sseResponse = (chunks: string[], options?: { staysOpen?: boolean }) =>
  new Response(sseBody(chunks, options), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

const COUNTS = { unread_to_do_count: 2, unread_info_count: 1, unread_message_count: 3 };
const MESSAGE = {
  id: 7,
  conversation_id: 9,
  sender_id: 4,
  receiver_id: 1,
  message: 'Hello\nthere',
  is_read: false,
  created_at: '2026-11-24T09:00:00.000Z',
  created_date: '2026-11-24',
  created_time: '10:00',
};

describe('createSseParser', () => {
  it('splits frames at blank lines, joins data lines, ignores comments and survives any chunk boundary', () => {
    const text =
      ': keep-alive\n\nevent: counts\ndata: {"a":1}\n\nevent:message\r\ndata: line one\r\ndata:line two\r\n\r\ndata: plain\n\n';
    const expected: SseFrame[] = [
      { event: 'counts', data: '{"a":1}' },
      { event: 'message', data: 'line one\nline two' },
      { event: 'message', data: 'plain' },
    ];
    for (let size = 1; size <= text.length; size += 1) {
      const frames: SseFrame[] = [];
      const parser = createSseParser((frame) => frames.push(frame));
      for (let start = 0; start < text.length; start += size) parser.push(text.slice(start, start + size));
      expect(frames, `chunks of ${size}`).toEqual(expected);
    }
  });

  it('drops an unfinished frame when the stream ends', () => {
    const frames: SseFrame[] = [];
    const parser = createSseParser((frame) => frames.push(frame));
    parser.push('event: counts\ndata: {}');
    parser.end();
    parser.push('\n\n');
    expect(frames).toEqual([]);
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16_000,
      BACKOFF_MAX_MS,
      BACKOFF_MAX_MS,
      BACKOFF_MAX_MS,
    ]);
  });
});

describe('startLiveStream', () => {
  it('reads a real stream of SSE text into contract-checked events, skipping unknown and malformed ones', async () => {
    const events: LiveEvent[] = [];
    const received = new Promise<void>((resolve) => {
      const stream = startLiveStream({
        open: async () =>
          sseResponse(
            [
              ': connected\n\n',
              `event: counts\ndata: ${JSON.stringify(COUNTS)}\n\n`,
              'event: counts\ndata: {"unread_to_do_count":-1}\n\n',
              'event: unknown\ndata: {}\n\n',
              'event: notification\ndata: not json\n\n',
              `event: message\ndata: ${JSON.stringify(MESSAGE).slice(0, 20)}`,
              `${JSON.stringify(MESSAGE).slice(20)}\n\nevent: notification\ndata: {"category":"info"}\n\n`,
            ],
            { staysOpen: true },
          ),
        onEvent: (event) => {
          events.push(event);
          if (events.length === 3) {
            stream.stop();
            resolve();
          }
        },
      });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await received;
    expect(events).toEqual([
      { event: 'counts', data: COUNTS },
      { event: 'message', data: MESSAGE },
      { event: 'notification', data: { category: 'info' } },
    ]);
  });

  it('reconnects after a drop or a refusal with growing delays, and a good connection resets the delay', async () => {
    const waits: number[] = [];
    const statuses: string[] = [];
    const answers: (() => Response)[] = [
      () => new Response('nope', { status: 503 }),
      () => new Response('nope', { status: 503 }),
      () => sseResponse([`event: counts\ndata: ${JSON.stringify(COUNTS)}\n\n`]), // opens, then drops
      () => {
        throw new TypeError('network down');
      },
      () => sseResponse([`event: counts\ndata: ${JSON.stringify(COUNTS)}\n\n`], { staysOpen: true }),
    ];
    let opened = 0;
    const events: LiveEvent[] = [];
    const done = new Promise<void>((resolve) => {
      const stream = startLiveStream({
        open: async () => {
          const answer = answers[opened];
          opened += 1;
          return (answer as () => Response)();
        },
        wait: async (ms) => {
          waits.push(ms);
        },
        onStatus: (status) => statuses.push(status),
        onEvent: (event) => {
          events.push(event);
          if (events.length === 2) {
            stream.stop();
            resolve();
          }
        },
      });
    });
    await done;
    expect(opened).toBe(5);
    // Two refusals: 1 s, 2 s; the third opened (reset), dropped: 1 s; the fourth failed: 2 s.
    expect(waits).toEqual([1000, 2000, 1000, 2000]);
    expect(statuses.filter((status) => status === 'open')).toHaveLength(2);
  });

  it('stops reading and reconnecting once stopped', async () => {
    let opened = 0;
    const statuses: string[] = [];
    let stop: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      const stream = startLiveStream({
        open: async () => {
          opened += 1;
          return sseResponse([`event: counts\ndata: ${JSON.stringify(COUNTS)}\n\n`], { staysOpen: true });
        },
        onStatus: (status) => {
          statuses.push(status);
          if (status === 'closed') resolve();
        },
        onEvent: () => stop(),
      });
      stop = stream.stop;
    });
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toBe(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });
});
