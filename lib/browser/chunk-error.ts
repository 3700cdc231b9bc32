/** Recognises webpack's chunk-load failures and says what failed and where. */

export type ChunkFailure = { type: string; address: string };

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/.test(error.message))
  );
}

/** webpack sets `type` (missing, timeout, error…) and `request` (the chunk's address). */
export function describeChunkFailure(error: Error): ChunkFailure {
  const details = error as Error & { type?: unknown; request?: unknown };
  // The message ends with "(type: address)" when the fields are missing.
  const inMessage = /\((\w+): ([^)]+)\)\s*$/.exec(error.message);
  return {
    type: typeof details.type === 'string' ? details.type : (inMessage?.[1] ?? 'error'),
    address: typeof details.request === 'string' ? details.request : (inMessage?.[2] ?? '—'),
  };
}
