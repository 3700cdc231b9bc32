'use client';

/**
 * What the cash desk needs when its network drops, in one chunk that loads once the desk has
 * drawn its first screen (never before its first paint): the operation dialog, the bar's tab (a
 * sale and a cancellation wait in the queue too), the notification that says so, and the
 * question «Выйти?» while writes wait.
 */
import { signOutDialog } from '../shell/AccountMenu';
import { notificationsHost } from '../shell/LazyNotifications';
import { NotificationsHost } from '../shell/NotificationsHost';
import { SignOutDialog } from '../shell/SignOutDialog';

notificationsHost.provide(NotificationsHost);
signOutDialog.provide(SignOutDialog);

export { OperationDialog } from './OperationDialog';
export { OrdersTab } from './OrdersTab';
