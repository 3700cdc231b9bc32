import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MailingSort, MailingStatus } from '../shared/sms-mailings';
import { apiClient, unwrap } from './client';
import type { components } from './schema';
import { listParams, type PickedRange } from './list-params';
import { mailingsKey } from './query-keys';

export type Mailing = components['schemas']['SmsMailing'];
export type MailingInput = components['schemas']['SmsMailingDraft'];
export type Audience = components['schemas']['SmsAudience'];

export type MailingsParams = {
  page: number;
  pageSize: number;
  status: MailingStatus | null;
  range: PickedRange;
  search: string;
  sort: MailingSort;
  order: 'asc' | 'desc';
};

const hallPath = (hallId: number) => ({ hallId: String(hallId) });
const mailingPath = (hallId: number, id: number) => ({
  path: { hallId: String(hallId), mailingId: String(id) },
});

export const mailingsQuery = (hallId: number, params: MailingsParams) =>
  queryOptions({
    queryKey: [...mailingsKey(hallId), 'list', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/sms-mailings', {
          params: {
            path: hallPath(hallId),
            query: listParams(params),
          },
          signal,
        }),
      ),
    // The cards follow the event stream (a mailing's progress is an event), or poll without it.
    placeholderData: keepPreviousData,
  });

export const mailingQuery = (hallId: number, id: number) =>
  queryOptions({
    queryKey: [...mailingsKey(hallId), 'one', id],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/sms-mailings/{mailingId}', {
          params: mailingPath(hallId, id),
          signal,
        }),
      ),
    staleTime: 0,
  });

/** What the chain may send: advertising SMS only where the licence allows them. */
export const mailingPolicyQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...mailingsKey(hallId), 'policy'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/sms-mailings/policy', {
          params: { path: hallPath(hallId) },
          signal,
        }),
      ),
    staleTime: Infinity,
  });

export const audienceCountQuery = (hallId: number, audience: Audience) =>
  queryOptions({
    queryKey: [...mailingsKey(hallId), 'audience-count', audience],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).POST('/api/halls/{hallId}/sms-mailings/audience-count', {
          params: { path: hallPath(hallId) },
          body: { audience },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A new draft under the Idempotency-Key of its wizard. */
export async function createMailing(hallId: number, input: MailingInput, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/sms-mailings', {
      params: { path: hallPath(hallId), header: { 'idempotency-key': key } },
      body: input,
    }),
  );
}

export async function updateMailing(
  hallId: number,
  id: number,
  version: number,
  input: MailingInput,
) {
  return unwrap(
    (await apiClient()).PUT('/api/halls/{hallId}/sms-mailings/{mailingId}', {
      params: mailingPath(hallId, id),
      body: { ...input, version },
    }),
  );
}

/** `sendAt` null: as soon as the hall's window allows. */
export async function scheduleMailing(
  hallId: number,
  id: number,
  version: number,
  sendAt: string | null,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/sms-mailings/{mailingId}/schedule', {
      params: mailingPath(hallId, id),
      body: { version, sendAt },
    }),
  );
}

export async function cancelMailing(hallId: number, id: number, version: number) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/sms-mailings/{mailingId}/cancel', {
      params: mailingPath(hallId, id),
      body: { version },
    }),
  );
}
