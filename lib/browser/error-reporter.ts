/**
 * One way to report an error: the console always, the error-reporting service once it runs.
 * Reports made before the service starts (the config fetch itself can fail) are held and
 * handed over when it starts; if it never starts they stay in the console only.
 */

export type ErrorSink = (message: string, error?: unknown) => void;

const MAX_HELD = 20;
let sink: ErrorSink | null = null;
let held: { message: string; error?: unknown }[] = [];

export function reportError(message: string, error?: unknown): void {
  console.error(message, ...(error === undefined ? [] : [error]));
  if (sink) sink(message, error);
  else if (held.length < MAX_HELD) held.push({ message, error });
}

export function setErrorSink(next: ErrorSink | null): void {
  sink = next;
  if (!next) return;
  const pending = held;
  held = [];
  for (const { message, error } of pending) next(message, error);
}
