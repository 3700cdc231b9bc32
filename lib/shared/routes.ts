/** The one list of route paths and screen titles. */

export const LOGIN_ROUTE = '/auth/login';
export const HALLS_ROUTE = '/halls';
export const ERROR_ROUTE = '/error';

export type ScreenRoute = {
  path: string;
  title: string;
};

/** Protected screens in menu order. */
export const SCREENS = [
  { path: '/halls', title: 'Выбор зала' },
  { path: '/dashboard', title: 'Дашборд' },
  { path: '/equipment', title: 'Оборудование' },
  { path: '/workers', title: 'Сотрудники' },
  { path: '/cashbox', title: 'Касса' },
  { path: '/games-report', title: 'Отчёт по играм' },
  { path: '/attendance', title: 'Посещаемость' },
  { path: '/phone/request', title: 'Смена номера' },
  { path: '/sms/mailing', title: 'SMS-рассылки' },
  { path: '/summary', title: 'Сводный отчёт' },
] as const satisfies readonly ScreenRoute[];

/** `/dashboard/` and `/dashboard` name the same screen (the export uses trailing slashes). */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
