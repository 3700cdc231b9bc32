'use client';

import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The notifications' container, loaded on its own by `LazyNotifications`. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
