'use client';

import { useNotifications } from '@mantine/notifications';
import { lazyPart, useLazyPart } from '../common/lazy-part';

/** The container's code; the cash desk, which shows notifications offline, `provide`s it. */
export const notificationsHost = lazyPart(() =>
  import('./NotificationsHost').then((m) => m.NotificationsHost),
);

/**
 * The notifications' container (transitions, portal, its styles) loads with the first
 * notification, which waits in Mantine's store until then. The cash desk, which must show them
 * offline, brings it in its own chunk.
 */
export function LazyNotifications() {
  const waiting = useNotifications().notifications.length;
  const Host = useLazyPart(notificationsHost, waiting > 0, false);
  // eslint-disable-next-line react-hooks/static-components -- made once by lazyPart
  return Host ? <Host /> : null;
}
