import { messages, plural } from '../shared/validation/messages';
import {
  all,
  arrayCount,
  fullName,
  length,
  matches,
  numberRange,
  oldPhone,
  phone,
  required,
  validDate,
} from './validators';

describe('required', () => {
  it('names the field in the Russian message', () => {
    expect(required('Логин')('')).toBe('Пожалуйста, заполните поле «Логин»');
  });
  it('treats blanks and empty lists as missing', () => {
    expect(required()('   ')).toBe('Пожалуйста, заполните поле');
    expect(required()([])).toBe('Пожалуйста, заполните поле');
    expect(required()(null)).toBe('Пожалуйста, заполните поле');
  });
  it('passes a filled value', () => expect(required('Логин')('admin')).toBeNull());
});

describe('string length', () => {
  it('asks for an exact length', () => {
    expect(length({ min: 4, max: 4 })('abc')).toBe('Длина должна быть ровно 4 символа');
  });
  it('asks for a range', () => {
    expect(length({ min: 2, max: 5 })('a')).toBe('Длина должна быть от 2 до 5 символов');
  });
  it('asks for a minimum or a maximum', () => {
    expect(length({ min: 1 })('')).toBe('Длина должна быть не меньше 1 символа');
    expect(length({ max: 500 })('x'.repeat(501))).toBe('Длина должна быть не больше 500 символов');
  });
  it('passes a fitting value', () => expect(length({ min: 1, max: 3 })('ab')).toBeNull());
});

describe('number range', () => {
  it('reports each bound', () => {
    expect(numberRange({ min: 1 })(0)).toBe('Значение должно быть не меньше 1');
    expect(numberRange({ max: 10 })(11)).toBe('Значение должно быть не больше 10');
    expect(numberRange({ min: 1, max: 10 })(12)).toBe('Значение должно быть от 1 до 10');
    expect(numberRange({ min: 1, max: 10 })(5)).toBeNull();
  });
});

describe('array count', () => {
  it('reports exact, minimum and maximum counts', () => {
    expect(arrayCount({ min: 2, max: 2 })([1])).toBe('Выберите ровно 2 элемента');
    expect(arrayCount({ min: 1 })([])).toBe('Выберите не меньше 1 элемента');
    expect(arrayCount({ max: 5 })([1, 2, 3, 4, 5, 6])).toBe('Выберите не больше 5 элементов');
    expect(arrayCount({ min: 1, max: 3 })([1, 2])).toBeNull();
  });
});

describe('pattern and date', () => {
  it('reports a pattern mismatch', () => {
    expect(matches(/^\d+$/, 'Код')('12a')).toBe('Неверный формат поля «Код»');
  });
  it('reports an invalid date and lets an empty one pass', () => {
    expect(validDate('2026-13-45')).toBe('Некорректная дата');
    expect(validDate('2026-11-22')).toBeNull();
    expect(validDate('')).toBeNull();
  });
});

describe('field rules', () => {
  it('asks for a missing phone before checking its format', () => {
    expect(phone('Новый телефон')('')).toBe('Пожалуйста, заполните поле «Новый телефон»');
    expect(phone()('8701')).toBe(messages.phone());
    expect(phone()(' +7 701 123 45 67 ')).toBeNull();
  });
  it('applies the old-phone and full-name rules', () => {
    expect(oldPhone()('+7 701 123 45')).toBeNull();
    expect(fullName()('Иван1')).toBe(messages.fullName());
    expect(fullName()('Пётр Ёлкин')).toBeNull();
  });
  it('returns the first failing message', () => {
    const rule = all(required('Причина'), length({ max: 5 }));
    expect(rule('')).toBe('Пожалуйста, заполните поле «Причина»');
    expect(rule('слишком')).toBe('Длина должна быть не больше 5 символов');
  });
});

describe('plural', () => {
  it.each([
    [1, 'символ'],
    [2, 'символа'],
    [5, 'символов'],
    [11, 'символов'],
    [21, 'символ'],
    [22, 'символа'],
    [112, 'символов'],
  ])('%i → %s', (n, word) => expect(plural(n, 'символ', 'символа', 'символов')).toBe(word));
});
