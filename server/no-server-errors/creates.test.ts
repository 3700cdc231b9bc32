/** @jest-environment node */
import { serverErrors } from '../test/no-server-errors';
import { closeTestDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

it('no input of a POST makes the API answer 5xx, on any route, hall id or body', async () => {
  expect(await serverErrors(['POST'])).toEqual([]);
}, 120_000);
