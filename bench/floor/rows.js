/** The 25 rows every page of the floor draws: a list screen's first page. */
export const ROWS = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Сотрудник ${i + 1}`,
  position: ['кассир', 'администратор', 'охрана'][i % 3],
  phone: `+7 701 555 ${String(1000 + i).slice(-4)}`,
  hired: `2025-0${(i % 9) + 1}-1${i % 10}`,
}));

/** The rows after 300 ms, as an API would answer them. */
export const rowsLater = () => new Promise((resolve) => setTimeout(() => resolve(ROWS), 300));
