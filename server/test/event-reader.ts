import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Reads a `text/event-stream` answer as a client would: `next()` is the next event (a comment
 * counts as `{ event: 'comment' }`), `ended()` whether the server closed the stream.
 */
export function readEvents(response: Response) {
  const queue: EventSourceMessage[] = [];
  let waiting: (() => void) | null = null;
  let done = false;
  const wake = () => {
    waiting?.();
    waiting = null;
  };
  const parser = createParser({
    onEvent: (event) => {
      queue.push(event);
      wake();
    },
    onComment: (comment) => {
      queue.push({ event: 'comment', data: comment });
      wake();
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        parser.feed(value);
      }
    } catch {
      // Cancelled by the test.
    }
    done = true;
    wake();
  })();

  /** The next event other than a keep-alive comment, or null when the stream ends first. */
  async function next(ms = 3_000, { comments = false } = {}): Promise<EventSourceMessage | null> {
    const until = Date.now() + ms;
    for (;;) {
      const event = queue.shift();
      if (event && (comments || event.event !== 'comment')) return event;
      if (event) continue;
      if (done) return null;
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no event within ${ms} ms`);
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        waiting = resolve;
        timer = setTimeout(resolve, left);
      });
      clearTimeout(timer);
    }
  }

  return {
    next,
    /** Every event (comments left out) that arrives within `ms`. */
    async during(ms: number) {
      const seen: EventSourceMessage[] = [];
      const until = Date.now() + ms;
      for (;;) {
        const left = until - Date.now();
        if (left <= 0) return seen;
        const event = await next(left).catch(() => null);
        if (!event) return seen;
        seen.push(event);
      }
    },
    ended: () => done && queue.length === 0,
    close: () => reader.cancel().catch(() => {}),
  };
}
