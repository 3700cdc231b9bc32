/** @jest-environment node */
import { serverErrors } from '../test/no-server-errors';
import { closeTestDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

it('no input of a DELETE makes the API answer 5xx, on any route, hall id or body', async () => {
  expect(await serverErrors(['DELETE'])).toEqual([]);
}, 120_000);
