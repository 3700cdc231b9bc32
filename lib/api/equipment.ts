import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DeviceSort, DeviceState, DeviceType, ServiceStatus } from '../shared/equipment';
import { apiClient, unwrap } from './client';
import { listParams } from './list-params';
import type { components } from './schema';
import { equipmentKey } from './query-keys';

export type Device = components['schemas']['Device'];
export type DevicePage = components['schemas']['DevicePage'];
export type DeviceHistoryEntry = components['schemas']['DeviceHistoryEntry'];

/**
 * A device's going online or offline reaches the list through the event stream; its «last seen»
 * moves with every heartbeat, which is no event, so the list also reloads itself this often.
 */
export const EQUIPMENT_REFRESH_MS = 30_000;

export type EquipmentListParams = {
  page: number;
  pageSize: number;
  sort: DeviceSort;
  order: 'asc' | 'desc';
  type: DeviceType | null;
  state: DeviceState | null;
  search: string;
};

export const equipmentQuery = (hallId: number, params: EquipmentListParams) =>
  queryOptions({
    queryKey: [...equipmentKey(hallId), 'list', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/equipment', {
          params: {
            path: { hallId: String(hallId) },
            query: listParams(params),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: EQUIPMENT_REFRESH_MS,
  });

export const deviceHistoryQuery = (hallId: number, deviceId: number) =>
  queryOptions({
    queryKey: [...equipmentKey(hallId), 'history', deviceId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/equipment/{deviceId}/history', {
          params: { path: { hallId: String(hallId), deviceId: String(deviceId) } },
          signal,
        }),
      ),
  });

export async function changeDeviceStatus(
  hallId: number,
  deviceId: number,
  change: { status: ServiceStatus; note: string; version: number },
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/equipment/{deviceId}/status', {
      params: { path: { hallId: String(hallId), deviceId: String(deviceId) } },
      body: change,
    }),
  );
}

export type DeviceInput = components['schemas']['DeviceCreate'];

const devicePath = (hallId: number, deviceId: number) => ({
  path: { hallId: String(hallId), deviceId: String(deviceId) },
});

/** «Зарегистрировать устройство»: the device and its key, shown once. */
export async function registerDevice(hallId: number, input: DeviceInput) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/equipment', {
      params: { path: { hallId: String(hallId) } },
      body: input,
    }),
  );
}

export async function updateDevice(
  hallId: number,
  deviceId: number,
  version: number,
  changes: Omit<Partial<DeviceInput>, 'type'>,
) {
  return unwrap(
    (await apiClient()).PATCH('/api/halls/{hallId}/equipment/{deviceId}', {
      params: devicePath(hallId, deviceId),
      body: { version, ...changes },
    }),
  );
}

/** «Новый ключ»: the old key stops working at the device's next heartbeat. */
export async function issueDeviceKey(hallId: number, deviceId: number) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/equipment/{deviceId}/key', {
      params: devicePath(hallId, deviceId),
    }),
  );
}
