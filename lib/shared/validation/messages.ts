/** Russian default messages of form and API validation. */

export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = Math.abs(n) % 10;
  const mod100 = Math.abs(n) % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const chars = (n: number) => `${n} ${plural(n, 'символ', 'символа', 'символов')}`;
const items = (n: number) => `${n} ${plural(n, 'элемент', 'элемента', 'элементов')}`;
// After «не меньше», «не больше», «до» the noun is genitive: «1 символа», «5 символов».
const charsGen = (n: number) => `${n} ${plural(n, 'символа', 'символов', 'символов')}`;
const itemsGen = (n: number) => `${n} ${plural(n, 'элемента', 'элементов', 'элементов')}`;
const field = (label?: string) => (label ? ` «${label}»` : '');

export const messages = {
  required: (label?: string) => `Пожалуйста, заполните поле${field(label)}`,
  lengthExact: (n: number) => `Длина должна быть ровно ${chars(n)}`,
  lengthMin: (n: number) => `Длина должна быть не меньше ${charsGen(n)}`,
  lengthMax: (n: number) => `Длина должна быть не больше ${charsGen(n)}`,
  lengthRange: (min: number, max: number) => `Длина должна быть от ${min} до ${charsGen(max)}`,
  numberMin: (n: number) => `Значение должно быть не меньше ${n}`,
  numberMax: (n: number) => `Значение должно быть не больше ${n}`,
  numberRange: (min: number, max: number) => `Значение должно быть от ${min} до ${max}`,
  arrayCount: (n: number) => `Выберите ровно ${items(n)}`,
  arrayMin: (n: number) => `Выберите не меньше ${itemsGen(n)}`,
  arrayMax: (n: number) => `Выберите не больше ${itemsGen(n)}`,
  pattern: (label?: string) => `Неверный формат поля${field(label)}`,
  phone: () => 'Введите номер в формате +7 (7XX) XXX-XX-XX',
  oldPhone: () => 'Введите номер в формате +7 (7XX) XXX-XX-XX (последняя группа — любой длины)',
  fullName: () => 'Допустимы только буквы, пробел, дефис и апостроф `',
  invalidDate: () => 'Некорректная дата',
  controlChars: () => 'Поле содержит недопустимые управляющие символы',
} as const;
