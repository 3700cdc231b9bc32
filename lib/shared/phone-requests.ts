/** The phone-request vocabulary, shared by the browser and the API. */

export const PHONE_REQUEST_STATUSES = ['new', 'approved', 'rejected', 'cancelled'] as const;

/** What the requests' list sorts by (the API's `sort`), and the column of each. */
export const PHONE_REQUEST_SORT_LABELS = {
  createdAt: 'Дата',
  hall: 'Зал',
  status: 'Статус',
  oldPhone: 'Старый номер',
  employeeName: 'Сотрудник',
} as const;
export type PhoneRequestSort = keyof typeof PHONE_REQUEST_SORT_LABELS;
export type PhoneRequestStatus = (typeof PHONE_REQUEST_STATUSES)[number];

export const PHONE_REQUEST_STATUS_LABELS: Record<PhoneRequestStatus, string> = {
  new: 'Новая',
  approved: 'Одобрена',
  rejected: 'Отклонена',
  cancelled: 'Отменена',
};

export const PHONE_REQUEST_ACTIONS = [
  'created',
  'edited',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type PhoneRequestAction = (typeof PHONE_REQUEST_ACTIONS)[number];

export const PHONE_REQUEST_ACTION_LABELS: Record<PhoneRequestAction, string> = {
  created: 'Создана',
  edited: 'Изменена',
  approved: 'Одобрена',
  rejected: 'Отклонена',
  cancelled: 'Отменена',
};

/** Longest reason of a request and longest comment of a decision. */
export const REASON_MAX = 500;
export const DECISION_COMMENT_MAX = 500;
