import http from 'node:http';

/** A server-sent events client over plain HTTP, for tests: the events received and bounded waits on them. */
export type EventStreamClient = {
  status: number;
  /** Resolves with the data of the next unread event named `name` that matches; fails after `timeoutMs`. */
  next: <T = unknown>(name: string, matches?: (data: T) => boolean, timeoutMs?: number) => Promise<T>;
  /** Resolves when the server ends the stream; fails after `timeoutMs`. */
  ended: (timeoutMs?: number) => Promise<void>;
  comments: string[];
  /** Every event received so far, in order. */
  received: () => { event: string; data: unknown }[];
  close: () => void;
};

type Received = { event: string; data: unknown; isRead: boolean };

export function openEventStream(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, accept: 'text/event-stream' } }, (response) => {
      const received: Received[] = [];
      const comments: string[] = [];
      const listeners = new Set<() => void>();
      let isEnded = false;
      let buffer = '';
      const notify = () => {
        for (const listener of [...listeners]) listener();
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) received.push({ event, data: JSON.parse(data.join('\n')), isRead: false });
          boundary = buffer.indexOf('\n\n');
        }
        notify();
      });
      const end = () => {
        isEnded = true;
        notify();
      };
      response.on('end', end);
      response.on('close', end);
      response.on('error', end);

      const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
        new Promise<T>((done, fail) => {
          const attempt = () => {
            const found = check();
            if (found === undefined) return false;
            clearTimeout(timer);
            listeners.delete(listener);
            done(found);
            return true;
          };
          const listener = () => void attempt();
          const timer = setTimeout(() => {
            listeners.delete(listener);
            fail(new Error(`no ${what} within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
          }, timeoutMs);
          if (!attempt()) listeners.add(listener);
        });

      resolve({
        status: response.statusCode ?? 0,
        comments,
        received: () => received.map(({ event, data }) => ({ event, data })),
        next: <T>(name: string, matches: (data: T) => boolean = () => true, timeoutMs = 1000) =>
          waitFor<T>(
            () => {
              const found = received.find((item) => !item.isRead && item.event === name && matches(item.data as T));
              if (!found) return undefined;
              found.isRead = true;
              return found.data as T;
            },
            timeoutMs,
            `"${name}" event`,
          ),
        ended: (timeoutMs = 1000) =>
          waitFor(() => (isEnded ? true : undefined), timeoutMs, 'end').then(() => undefined),
        close: () => {
          request.destroy();
          response.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
