import { expect, type APIRequestContext } from '@playwright/test';

type Headers = Record<string, string>;
type Desk = {
  id: number;
  kind: string;
  retired: boolean;
  shift: { heldById: number | null } | null;
};

/**
 * Makes sure the person of `headers` (none: the page's cookie) holds a shift of the hall, as a
 * desk does it: their own open shift, or a shift on a free window — one the manager (`keeper`)
 * adds when every window is taken.
 */
export async function holdShift(
  request: APIRequestContext,
  hallId: number,
  headers: Headers = {},
  keeper: Headers = headers,
  openingCash = '10000',
) {
  const base = `/api/halls/${hallId}`;
  const current = await (await request.get(`${base}/shifts/current`, { headers })).json();
  if (current.shift) return current.shift as { id: number };
  const { items } = (await (await request.get(`${base}/cash-desks`, { headers })).json()) as {
    items: Desk[];
  };
  let free = items.find((d) => d.kind === 'window' && !d.retired && !d.shift)?.id;
  if (!free) {
    const added = await request.post(`${base}/cash-desks`, {
      headers: keeper,
      data: { kind: 'window', name: `Касса ${Date.now().toString(36)}` },
    });
    expect(added.status()).toBe(201);
    free = (await added.json()).id as number;
  }
  const opened = await request.post(`${base}/shifts`, {
    headers: { ...headers, 'idempotency-key': `e2e-hold-${hallId}-${Date.now()}` },
    data: { deskId: free, openingCash },
  });
  expect(opened.status()).toBe(201);
  return (await opened.json()) as { id: number };
}
