export const SERVER_UNAVAILABLE = 'Сервер недоступен';

/** The API's per-field messages of a 400, to show under the fields; empty otherwise. */
export function failureFields(error: unknown): Record<string, string> {
  const body = (error as { body?: { error?: { fields?: Record<string, string> } } } | null)?.body;
  return body?.error?.fields ?? {};
}

/**
 * The API's own Russian message for a refusal it explained (4xx with an error body); anything
 * else — no answer, a gateway page, a 5xx — means the server is unavailable.
 */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && 'body' in error) {
    const { status, body } = error as { status: number; body: unknown };
    if (body && status >= 400 && status < 500 && error instanceof Error) return error.message;
  }
  return SERVER_UNAVAILABLE;
}

/**
 * A list row's action (dismiss, cancel) refused. A stale version needs no more than a look at
 * the list, which the action refreshes whatever the answer.
 */
export function rowActionFailure(error: unknown): string {
  const code = (error as { body?: { error?: { code?: string } } } | null)?.body?.error?.code;
  return code === 'stale_version'
    ? 'Запись изменена другим пользователем. Список обновлён — проверьте и повторите.'
    : failureMessage(error);
}
