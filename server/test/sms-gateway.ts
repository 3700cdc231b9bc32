/** A gateway that never answers: the send gives up when its timeout aborts the request. */
export const hangingFetch = (async (_url: string, init?: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new Error('timeout'))),
  )) as typeof fetch;
