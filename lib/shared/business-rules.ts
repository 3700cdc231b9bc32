/** The specification's bare numbers 9, 3 and 5, as this product reads them. */

/** SMS are sent only inside this window of hall-local time. */
export const SMS_WINDOW_OPENS_HOUR = 9;
export const SMS_WINDOW_CLOSES_HOUR = 21;
/** Steps of the SMS mailing wizard. */
export const SMS_WIZARD_STEPS = 3;
/** One SMS may have at most this many segments. */
export const SMS_MAX_SEGMENTS = 5;
/** A device without a heartbeat for this long is offline. */
export const DEVICE_OFFLINE_MINUTES = 5;

/** The largest single cash operation, in tenge. */
export const MAX_CASH_OPERATION = '100000000.00';
