/**
 * The one way a component's test stands in for the API. Inside `jest.mock`'s factory:
 *
 *   jest.mock('@/lib/api/halls', () =>
 *     jest.requireActual<typeof import('@/test/api-mock')>('@/test/api-mock').mockApi(
 *       '@/lib/api/halls',
 *       { createHall: (...args) => createHall(...args), hallQuery: (id) => fetchHall(id) },
 *     ),
 *   );
 *
 * The module stays the real one: its query keys, and its queries' keys and settings, so a test
 * cannot drift from what the screens invalidate. Only what is named is replaced: a call (a
 * function that sends a request) by the stand-in given, and a query (an export named `…Query`)
 * keeps its real options with its read (`queryFn`) replaced by the stand-in, called with the
 * query's arguments.
 */
type Stand<M> = {
  [K in keyof M]?: M[K] extends (...args: infer A) => unknown ? (...args: A) => unknown : never;
};

export function mockApi<M extends Record<string, unknown>>(path: string, stand: Stand<M>): M {
  const real = jest.requireActual<M>(path);
  const mocked: Record<string, unknown> = { ...real };
  for (const [name, standIn] of Object.entries(stand) as [
    string,
    (...args: unknown[]) => unknown,
  ][]) {
    const actual = real[name];
    if (typeof actual !== 'function') throw new Error(`${path} has no function ${name}`);
    mocked[name] = name.endsWith('Query')
      ? (...args: unknown[]) => ({ ...actual(...args), queryFn: () => standIn(...args) })
      : standIn;
  }
  return mocked as M;
}
