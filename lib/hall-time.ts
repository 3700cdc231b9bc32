/** Moments as the hall sees them: its clock (the demo halls' zone), Russian format. */

export const HALL_TIME_ZONE = 'Asia/Almaty';

/** «23.11.2026, 06:43». */
export const hallDateTime = (at: string | Date) =>
  new Date(at).toLocaleString('ru-RU', {
    timeZone: HALL_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** «23.11.2026». */
export const hallDate = (at: string | Date) =>
  new Date(at).toLocaleDateString('ru-RU', { timeZone: HALL_TIME_ZONE });

/** «23.11». */
export const hallDayMonth = (at: string | Date) =>
  new Date(at).toLocaleDateString('ru-RU', {
    timeZone: HALL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
  });

/** Today in the hall as `YYYY-MM-DD`. */
export const hallToday = (now = new Date()) =>
  now.toLocaleDateString('sv', { timeZone: HALL_TIME_ZONE });
