import { cheapDemoHash } from '../test/cheap-passwords';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are made at the production cost, whatever the tests store (decision 052)', async () => {
    const hash = await hashPassword('Пароль 1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword('Пароль 1234', hash)).toBe(true);
    expect(await verifyPassword('Пароль 1235', hash)).toBe(false);
  });

  it('of the tests are checked by the same function, at the cost written in them', async () => {
    const cheap = await cheapDemoHash();
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword('demo1234', cheap)).toBe(true);
    expect(await verifyPassword('demo1235', cheap)).toBe(false);
  });
});
