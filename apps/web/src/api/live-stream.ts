import { type LiveEvent, type LiveEventName, liveEventSchemas } from '@fm/contract/schemas/live';

/** One server-sent event: its `event:` name (default `message`) and its joined `data:` lines. */
export type SseFrame = { event: string; data: string };

/**
 * Parses server-sent events text as it arrives in chunks (WHATWG "event stream" rules): lines end with LF, CRLF
 * or CR; `event:` names the frame, `data:` lines are joined with LF, a line starting with `:` is a comment, a
 * blank line dispatches. A chunk may end anywhere, even between CR and LF.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) return;
        // A CR at the very end may be the first half of a CRLF that the next chunk completes.
        if (match[0] === '\r' && match.index === buffer.length - 1) return;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The stream ended: an unfinished frame is dropped, as the standard says. */
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}

/** A frame as a contract event, or null for an unknown name or data that does not match the contract. */
export function toLiveEvent(frame: SseFrame): LiveEvent | null {
  if (!Object.hasOwn(liveEventSchemas, frame.event)) return null;
  const name = frame.event as LiveEventName;
  let json: unknown;
  try {
    json = JSON.parse(frame.data);
  } catch {
    return null;
  }
  const parsed = liveEventSchemas[name].safeParse(json);
  if (!parsed.success) {
    console.warn(`Live event ${name} does not match the contract`);
    return null;
  }
  return { event: name, data: parsed.data } as LiveEvent;
}

export type LiveStreamStatus = 'connecting' | 'open' | 'closed';

export const BACKOFF_INITIAL_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s for the `attempt`-th reconnect in a row (0-based). */
export const backoffDelay = (attempt: number) => Math.min(BACKOFF_INITIAL_MS * 2 ** attempt, BACKOFF_MAX_MS);

export type LiveStreamOptions = {
  /** Opens the stream (the API client's `openStream`, with the session's headers). */
  open: (signal: AbortSignal) => Promise<Response>;
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStreamStatus) => void;
  /** Waits before a reconnect; resolves early when the signal aborts. Replaceable in tests. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** Reads one connection until it ends; resolves when the server closes it or `signal` aborts. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (event: LiveEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((frame) => {
    const event = toLiveEvent(frame);
    if (event && !signal.aborted) onEvent(event);
  });
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    parser.end();
  }
}

/**
 * Keeps one live connection open until `stop()`: reads its events, and when it drops (or cannot be opened)
 * reconnects after 1 s, 2 s, 4 s … at most 30 s; a connection that opens resets the delay.
 */
export function startLiveStream({ open, onEvent, onStatus, wait = waitFor }: LiveStreamOptions) {
  const controller = new AbortController();
  const { signal } = controller;

  void (async () => {
    let attempt = 0;
    while (!signal.aborted) {
      onStatus?.('connecting');
      try {
        const response = await open(signal);
        if (!response.ok || !response.body) throw new Error(`Live stream answered ${response.status}`);
        attempt = 0;
        onStatus?.('open');
        await readEvents(response.body, signal, onEvent);
      } catch {
        // Dropped, refused or aborted: the loop decides below.
      }
      if (signal.aborted) break;
      onStatus?.('closed');
      await wait(backoffDelay(attempt), signal);
      attempt += 1;
    }
    onStatus?.('closed');
  })();

  return {
    stop: () => controller.abort(),
  };
}
