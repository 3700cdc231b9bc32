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
 * adds when every window is taken. Two tests of one person may ask at once: the one whose open
 * the API refuses (409: the person or the window took a shift meanwhile) looks again.
 */
export async function holdShift(
  request: APIRequestContext,
  hallId: number,
  headers: Headers = {},
  keeper: Headers = headers,
  openingCash = '10000',
) {
  const base = `/api/halls/${hallId}`;
  for (let attempt = 0; ; attempt += 1) {
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
      headers: { ...headers, 'idempotency-key': `e2e-hold-${hallId}-${Date.now()}-${attempt}` },
      data: { deskId: free, openingCash },
    });
    if (opened.status() === 409 && attempt < 3) continue;
    expect(opened.status()).toBe(201);
    return (await opened.json()) as { id: number };
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The bearer header of a person signed in through the API. */
export async function headersOf(request: APIRequestContext, login: string, password = 'demo1234') {
  const response = await request.post('/api/auth/login', { data: { login, password } });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** A new cashier of the hall, made by head office as a chain does, with a password of their own. */
export async function newCashier(
  request: APIRequestContext,
  hallId: number,
  fullName = 'Гульнара Кассирова',
) {
  const login = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const made = await request.post('/api/users', {
    headers: await headersOf(request, 'admin'),
    data: { login, fullName, role: 'cashier', hallIds: [hallId] },
  });
  expect(made.status()).toBe(201);
  const temporary = (await made.json()).temporaryPassword as string;
  const password = 'Выигрыш-по-документу-2026';
  const changed = await request.post('/api/auth/password', {
    headers: await headersOf(request, login, temporary),
    data: { currentPassword: temporary, newPassword: password },
  });
  expect(changed.status()).toBe(204);
  return { login, password, fullName };
}

/** A guest of the hall with an IIN the register does not hold, and one of its game terminals. */
export async function payee(request: APIRequestContext, hallId: number) {
  const headers = await headersOf(request, 'manager');
  const base = `/api/halls/${hallId}`;
  const terminals = await (
    await request.get(`${base}/equipment?type=game_terminal&pageSize=1`, { headers })
  ).json();
  const guests = (await (await request.get(`${base}/clients?pageSize=20`, { headers })).json())
    .items as Json[];
  for (const guest of guests) {
    const card = await (await request.get(`${base}/clients/${guest.id}`, { headers })).json();
    if (!card.identity.iin) continue;
    const check = await request.get(
      `/api/restrictions/check?hallId=${hallId}&iin=${card.identity.iin}`,
      { headers },
    );
    if (!(await check.json()).restricted) {
      return { iin: card.identity.iin as string, terminal: terminals.items[0].number as string };
    }
  }
  throw new Error('no guest to pay');
}
