import { randomUUID } from 'node:crypto';
import { callApi, createHall, createUser, signIn, type testApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof testApp>>;

export type GameMeters = { code: string; plays: number; bets: string; wins: string };
export type Reading = { seq: number; at: string; games: GameMeters[] };

/** A meter call of the device with `key`, as a slot system sends it. */
export const postMeters = (app: TestApp, key: string, readings: Reading[] | unknown) =>
  callApi(app, 'POST', '/api/equipment/meters', { 'x-device-key': key }, { readings });

/**
 * A hall of its own (in `timezone`) with its manager, who registers devices through the API as
 * a chain does: `device()` answers the new device's id, number and key.
 */
export async function terminalHall(app: TestApp, timezone = 'Asia/Almaty') {
  const hallId = await createHall({ timezone });
  const { auth } = await signIn(app, await createUser('manager', [hallId]));
  const device = async (type = 'game_terminal') => {
    const number = `GT-${randomUUID().slice(0, 6)}`;
    const { status, body } = await callApi(app, 'POST', `/api/halls/${hallId}/equipment`, auth, {
      number,
      type,
      name: 'Novomatic Super-V+',
      serial: `NV${randomUUID().slice(0, 8)}`,
      zone: 'Основной зал',
    });
    if (status !== 201) throw new Error(`device: ${status} ${JSON.stringify(body)}`);
    return { id: body.device.id as number, number, key: body.key as string };
  };
  return { hallId, auth, device };
}
