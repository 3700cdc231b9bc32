'use client';

import { useNotifications } from '@mantine/notifications';
import { lazyPart, useLazyPart } from '../common/lazy-part';
import { useDeferred } from '../common/use-deferred';

/** The container's code; the cash desk, which shows notifications offline, `provide`s it. */
export const notificationsHost = lazyPart(() =>
  import('./NotificationsHost').then((m) => m.NotificationsHost),
);

/**
 * The notifications' container (transitions, portal, its styles) loads once the screen is up, or
 * at once when something is shown before: a notification waits in Mantine's store until then.
 * Loaded early enough that a later loss of the connection still finds it in place.
 */
export function LazyNotifications() {
  const waiting = useNotifications().notifications.length;
  const later = useDeferred();
  const Host = useLazyPart(notificationsHost, waiting > 0 || later, false);
  // eslint-disable-next-line react-hooks/static-components -- made once by lazyPart
  return Host ? <Host /> : null;
}
