import { deferred } from '../common/deferred';

/**
 * The mailing wizard, in a chunk of its own: the screen opens on its list, and the wizard's
 * steps (audience, message, schedule with its date pickers) load on intent over what opens it,
 * or when a wizard kept through a reload is drawn.
 */
export const MailingWizardPart = deferred(
  () => import('./MailingWizard').then((m) => m.MailingWizard),
  (props) => props,
);
