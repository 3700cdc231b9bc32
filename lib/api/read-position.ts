/**
 * Where the page's reads stand in the event stream (`EVENT_POSITION_HEADER`): the stream's next
 * first connection resumes from the oldest of them, so it replays only what changed since they
 * were read. A read without a position (an instance not yet following the events) leaves none
 * to resume from, and the screens are read again once the stream is up, as they were before.
 */
let oldest: number | null = null;
let unknown = false;

export function noteReadPosition(header: string | null): void {
  const position = header && /^\d{1,15}$/.test(header) ? Number(header) : null;
  if (position === null || position === 0) unknown = true;
  else oldest = oldest === null ? position : Math.min(oldest, position);
}

/** The position to resume from, if every read since the last call had one; starts afresh. */
export function takeReadPosition(): string | null {
  const position = unknown || oldest === null ? null : String(oldest);
  oldest = null;
  unknown = false;
  return position;
}
