'use client';

import { useNotifications } from '@mantine/notifications';
import dynamic from 'next/dynamic';
import { useDeferred } from '../common/use-deferred';

const NotificationsHost = dynamic(
  () => import('./NotificationsHost').then((m) => m.NotificationsHost),
  { ssr: false },
);

/**
 * The notifications' container (transitions, portal, its styles) loads once the screen is up, or
 * at once when something is shown before: a notification waits in Mantine's store until then.
 * Loaded early enough that a later loss of the connection still finds it in place.
 */
export function LazyNotifications() {
  const waiting = useNotifications().notifications.length > 0;
  const later = useDeferred();
  return waiting || later ? <NotificationsHost /> : null;
}
