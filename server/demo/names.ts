import { sql, type SQL } from 'drizzle-orm';
import { pick } from './sql-arrays';

/**
 * Names of demo people, as Kazakhstani staff write them in Russian (no Kazakh-only letters: the
 * full-name rule does not take them). Male and female forms line up index by index.
 */
export const SURNAMES_MALE = [
  'Ахметов',
  'Жумабаев',
  'Сериков',
  'Иванов',
  'Ким',
  'Нуриев',
  'Оспанов',
  'Тулегенов',
  'Петров',
  'Абдрахманов',
  'Касымов',
  'Смагулов',
  'Байжанов',
  'Ли',
  'Мухамедов',
  'Садыков',
  'Кузнецов',
  'Исаев',
  'Омаров',
  'Бекмуратов',
  'Есенов',
  'Попов',
  'Рахимов',
  'Шевченко',
];
export const SURNAMES_FEMALE = [
  'Ахметова',
  'Жумабаева',
  'Серикова',
  'Иванова',
  'Ким',
  'Нуриева',
  'Оспанова',
  'Тулегенова',
  'Петрова',
  'Абдрахманова',
  'Касымова',
  'Смагулова',
  'Байжанова',
  'Ли',
  'Мухамедова',
  'Садыкова',
  'Кузнецова',
  'Исаева',
  'Омарова',
  'Бекмуратова',
  'Есенова',
  'Попова',
  'Рахимова',
  'Шевченко',
];
export const NAMES_MALE = [
  'Ерлан',
  'Нурлан',
  'Асхат',
  'Дмитрий',
  'Алексей',
  'Данияр',
  'Бауыржан',
  'Тимур',
  'Руслан',
  'Арман',
  'Сергей',
  'Марат',
  'Ержан',
  'Максим',
  'Айдос',
  'Кайрат',
  'Артём',
];
export const NAMES_FEMALE = [
  'Айгуль',
  'Динара',
  'Анна',
  'Мадина',
  'Жанна',
  'Асель',
  'Екатерина',
  'Гульнара',
  'Алия',
  'Ольга',
  'Салтанат',
  'Камила',
  'Дана',
  'Виктория',
  'Меруерт',
  'Зарина',
  'Юлия',
];
export const PATRONYMICS_MALE = [
  'Серикович',
  'Маратович',
  'Александрович',
  'Ерланович',
  'Сергеевич',
  'Нурланович',
  'Болатович',
  'Игоревич',
  'Кайратович',
  'Владимирович',
];
export const PATRONYMICS_FEMALE = [
  'Сериковна',
  'Маратовна',
  'Александровна',
  'Ерлановна',
  'Сергеевна',
  'Нурлановна',
  'Болатовна',
  'Игоревна',
  'Кайратовна',
  'Владимировна',
];

/**
 * A demo full name «Фамилия Имя Отчество» for row `n`, in SQL: about two in five are women; `salt`
 * makes another table's names differ from the workers'.
 */
export function demoFullName(n: SQL, salt: SQL | number) {
  const female = sql`(${n} % 5 in (1, 3))`;
  const name = (male: string[], fem: string[], index: SQL) =>
    sql`case when ${female} then ${pick(fem, index)} else ${pick(male, index)} end`;
  return sql`${name(SURNAMES_MALE, SURNAMES_FEMALE, sql`${n} * 7 + (${salt})`)} || ' ' ||
    ${name(NAMES_MALE, NAMES_FEMALE, sql`${n} * 3 + (${salt}) * 5`)} || ' ' ||
    ${name(PATRONYMICS_MALE, PATRONYMICS_FEMALE, sql`${n} * 11 + (${salt})`)}`;
}
