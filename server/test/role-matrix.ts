import { createHall, createUser, signIn, type testApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * Who may try a write of `hallId`: the admin, the hall's manager and cashier, a manager of
 * another hall, and nobody signed in. Each is a set of headers for `callApi`.
 */
export async function roleMatrix(app: TestApp, hallId: number) {
  const otherHall = await createHall();
  const [admin, manager, cashier, stranger] = await Promise.all([
    signIn(app, 'admin'),
    createUser('manager', [hallId]).then((login) => signIn(app, login)),
    createUser('cashier', [hallId]).then((login) => signIn(app, login)),
    createUser('manager', [otherHall]).then((login) => signIn(app, login)),
  ]);
  return {
    admin: admin.auth,
    manager: manager.auth,
    cashier: cashier.auth,
    otherManager: stranger.auth,
    nobody: {},
  };
}

export type Who = keyof Awaited<ReturnType<typeof roleMatrix>>;
