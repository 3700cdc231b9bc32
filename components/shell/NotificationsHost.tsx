'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The notifications' container, loaded on its own by `LazyNotifications`. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
