/**
 * A read's answer names the newest event published before it was read: the browser's first
 * connection to the stream resumes from the oldest such position of its first reads, so what
 * changed since is replayed and nothing already read is read again (decision 042).
 */
export const EVENT_POSITION_HEADER = 'X-Last-Event-Id';
