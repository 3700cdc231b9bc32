import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AccountSort, AccountStatus } from '../shared/accounts';
import type { Role } from '../shared/roles';
import { apiClient, unwrap } from './client';
import { idParam, listParams } from './list-params';
import { ACCOUNTS_KEY } from './query-keys';
import type { components } from './schema';

export type Account = components['schemas']['Account'];
export type AccountDetails = components['schemas']['AccountDetails'];
export type AccountInput = components['schemas']['AccountCreate'];
export type AccountChanges = Omit<components['schemas']['AccountUpdate'], 'version'>;

export type AccountsListParams = {
  page: number;
  pageSize: number;
  sort: AccountSort;
  order: 'asc' | 'desc';
  hallId: number | null;
  role: Role | null;
  status: AccountStatus | null;
  search: string;
};

export const accountsQuery = (params: AccountsListParams) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'list', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/users', {
          params: {
            query: listParams({
              ...params,
              hallId: idParam(params.hallId),
            }),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const accountQuery = (userId: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'one', userId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/users/{userId}', {
          params: { path: { userId: String(userId) } },
          signal,
        }),
      ),
    staleTime: 0,
  });

const userPath = (userId: number) => ({ path: { userId: String(userId) } });

/** A new account and its temporary password, which the API shows this once. */
export async function createAccount(input: AccountInput) {
  return unwrap((await apiClient()).POST('/api/users', { body: input }));
}

export async function updateAccount(userId: number, version: number, changes: AccountChanges) {
  return unwrap(
    (await apiClient()).PATCH('/api/users/{userId}', {
      params: userPath(userId),
      body: { version, ...changes },
    }),
  );
}

export async function resetAccountPassword(userId: number) {
  const answer = await unwrap(
    (await apiClient()).POST('/api/users/{userId}/password-reset', { params: userPath(userId) }),
  );
  return answer.temporaryPassword;
}

export async function resetSecondFactor(userId: number) {
  return unwrap(
    (await apiClient()).DELETE('/api/users/{userId}/mfa', { params: userPath(userId) }),
  );
}
