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

/**
 * Places inside a screen that the menu names directly, for the roles that may read them (`action`:
 * an action of `access.ts`; none: whoever opens the screen). Each is a tab opened by `?tab=` in
 * the address, so a link to it can be shared and a reload comes back to it.
 */
export const SCREEN_PLACES = [
  { path: '/sms/mailing', tab: 'clients', title: 'Клиенты' },
  { path: '/sms/mailing', tab: 'restrictions', title: 'Ограничения', action: 'manageRestrictions' },
  { path: '/sms/mailing', tab: 'monitoring', title: 'Финмониторинг', action: 'readMonitoring' },
] as const;

/** The query parameter that names a screen's tab. */
export const TAB_PARAM = 'tab';

/** A menu path, `/sms/mailing?tab=clients`, as its screen's path and its tab (null: none). */
export function splitMenuPath(path: string): { path: string; tab: string | null } {
  const [screen, query = ''] = path.split('?');
  const tab = query.split('&').find((pair) => pair.startsWith(`${TAB_PARAM}=`));
  return { path: screen, tab: tab ? decodeURIComponent(tab.slice(TAB_PARAM.length + 1)) : null };
}

/** `/dashboard/` and `/dashboard` name the same screen (the export uses trailing slashes). */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
