import {
  formatPhone,
  hasControlChars,
  isFullName,
  isOldPhone,
  isPhone,
  normalizePhone,
} from './rules';

// Every allowed code: 7, second digit 0/1/2/4/5/6/7, last digit 0–8.
const allowedCodes = [
  '700',
  '701',
  '702',
  '705',
  '707',
  '708',
  '710',
  '718',
  '720',
  '747',
  '750',
  '760',
  '771',
  '775',
  '776',
  '777',
  '778',
];

const validPhones = [
  '+77011234567',
  '77011234567',
  '+7 701 123 45 67',
  '+7-701-123-45-67',
  '+7 (701) 123-45-67',
  '+7(701)123-45-67',
  '+7(701)1234567',
  '7(701)1234567',
  '7 (701) 123 45 67',
  '+7 701-123-45-67',
  '+7701 123 4567',
  '+7 7011234567',
  '+7701123-4567',
  '+770112345-67',
  '+7 (747) 000-00-00',
  '+7 (778) 999-99-99',
  ...allowedCodes.map((code) => `+7 ${code} 555 66 77`),
];

const invalidPhones = [
  '',
  ' ',
  '+7',
  '87011234567', // starts with 8
  '+87011234567',
  '+77311234567', // second digit 3
  '+77811234567', // second digit 8
  '+77911234567', // second digit 9
  '+77091234567', // last code digit 9
  '+77791234567',
  '+76011234567', // code not starting with 7
  '+7701123456', // one digit short
  '+770112345678', // one digit too many
  '+7 (701 123-45-67', // unbalanced parenthesis
  '+7 701) 123-45-67',
  '+7 ((701)) 123-45-67',
  '+7  701 123 45 67', // double separator
  '+7 701 -123 45 67',
  '+7_701_123_45_67', // wrong separator
  '+7.701.123.45.67',
  '+7 701 123 45 6a',
  '++77011234567',
  '+ 77011234567', // separator between + and 7
  '+77011234567 ', // trailing space
  ' +77011234567',
  '7701123456７', // full-width digit
  '+7 (701)-123-45-67-',
  '+7 70 1123 45 67', // split code
  '+7 7011 23 45 67',
  '+7 701 12 345 67',
  'телефон',
  '+7 (7O1) 123-45-67', // letter O
];

const validOldPhones = [
  ...validPhones,
  '+7 701 123 45', // last group may be empty
  '+7701123 45',
  '+7 701 123 45 6',
  '+7 701 123 45 678',
  '+7 701 123 45 6789012',
  '+7 (701) 123-45-0',
  '7 701 123 45-999',
];

const invalidOldPhones = [
  '',
  '87011234567',
  '+77311234567',
  '+77811234567',
  '+77911234567',
  '+77091234567',
  '+76011234567',
  '+7 701 123 4', // the 2-digit group is still required
  '+7 701 12 45 67',
  '+7 (701 123-45-67',
  '+7 701) 123-45-67',
  '+7  701 123 45 67',
  '+7_701_123_45_67',
  '+7 701 123 45 ', // trailing separator without digits
  '+7 701 123 45 6a',
  '++77011234567',
  '+ 77011234567',
  ' +77011234567',
  '+7 701 123 45--67',
  '+7 70 1123 45 67',
  'телефон',
  '+7 (7O1) 123-45-67',
  '+7 701 123 45 67 89 ', // trailing space
  '+7 701 123 45 6 7', // only one last group
  '+7.701.123.45.67',
  '+7 ((701)) 123-45-67',
  '+7-(701)--123-45-67',
  '701 123 45 67', // no country 7
  '+7 (701) 123 45 67 x',
  '+7 778-abc-45-67',
];

const validNames = [
  'Иванов Иван Иванович',
  'Анна',
  'Пётр',
  'Ёлкин Семён',
  'ЁЖИКОВ',
  'Салтыков-Щедрин',
  'Анна-Мария Петрова',
  'John Smith',
  'D`Artagnan',
  'O`Brien',
  'Мария Smith',
  'Нұрлан'.replace('ұ', 'у'),
  'Ибрагимов Ильяс',
  'Жанна Д`Арк',
  'Ким Ен Хо',
  'a',
  'Я',
  'Z',
  'ё',
  'Иванов  Иван', // double space is still letters and spaces
  '-Анна',
  'Анна-',
  'Ли`',
  'Mary-Jane Watson',
  'Абдуллаев Ахмет',
  'Жумабаев Ерлан',
  'Смирнова Ольга Сергеевна',
  'ван дер Берг',
  'Fyodor Dostoevsky',
  'АННА ИВАНОВНА',
  'Ёжик',
];

const invalidNames = [
  '',
  ' ',
  '-',
  '`',
  ' - ',
  'Иван1',
  '123',
  "O'Brien", // apostrophe, not backtick
  'Анна_Мария',
  'Анна.Мария',
  'Иванов И.И.',
  'Анна,Мария',
  'Нұрлан', // Kazakh letter outside the Russian alphabet
  'Әлия',
  'Jürgen',
  'José',
  'Анна!',
  'Анна?',
  '<script>',
  'Анна\tМария',
  'Анна\nМария',
  'Иван@',
  'Иван#',
  'Иван"',
  'Иван(Ваня)',
  'Иван/Ваня',
  'Иван+Мария',
  'Ива́н', // combining accent
  '😀',
  'Иван—Мария', // em dash
  'Иван–Мария', // en dash
];

describe('phone rule', () => {
  it('has at least 30 accepted and 30 rejected examples', () => {
    expect(validPhones.length).toBeGreaterThanOrEqual(30);
    expect(invalidPhones.length).toBeGreaterThanOrEqual(30);
  });
  it.each(validPhones)('accepts %p', (value) => expect(isPhone(value)).toBe(true));
  it.each(invalidPhones)('rejects %p', (value) => expect(isPhone(value)).toBe(false));
});

describe('old phone rule', () => {
  it('has at least 30 accepted and 30 rejected examples', () => {
    expect(validOldPhones.length).toBeGreaterThanOrEqual(30);
    expect(invalidOldPhones.length).toBeGreaterThanOrEqual(30);
  });
  it.each(validOldPhones)('accepts %p', (value) => expect(isOldPhone(value)).toBe(true));
  it.each(invalidOldPhones)('rejects %p', (value) => expect(isOldPhone(value)).toBe(false));
});

describe('full-name rule', () => {
  it('has at least 30 accepted and 30 rejected examples', () => {
    expect(validNames.length).toBeGreaterThanOrEqual(30);
    expect(invalidNames.length).toBeGreaterThanOrEqual(30);
  });
  it.each(validNames)('accepts %p', (value) => expect(isFullName(value)).toBe(true));
  it.each(invalidNames)('rejects %p', (value) => expect(isFullName(value)).toBe(false));
});

describe('normalizePhone', () => {
  it.each([
    ['+7 (701) 123-45-67', '+77011234567'],
    ['77011234567', '+77011234567'],
    ['7 747 000 00 00', '+77470000000'],
  ])('stores %p as %p', (input, stored) => expect(normalizePhone(input)).toBe(stored));
});

describe('hasControlChars', () => {
  it.each(['\u0000', 'a\u0001b', '\u0008', '\u000b', '\u001b[31m', '\u007f', '\u0085', '\u009f'])(
    'finds the control character in %p',
    (value) => expect(hasControlChars(value)).toBe(true),
  );
  it.each(['', 'Айгерим', 'строка 1\nстрока 2', 'a\tb', 'a\r\nb', '€ { } ё', '😀', '\u00a0'])(
    'lets %p through',
    (value) => expect(hasControlChars(value)).toBe(false),
  );
});

describe('formatPhone', () => {
  it('writes a stored number the way people read it, and leaves anything else alone', () => {
    expect(formatPhone('+77011234567')).toBe('+7 (701) 123-45-67');
    expect(formatPhone(normalizePhone('7 701 123 45 67'))).toBe('+7 (701) 123-45-67');
    expect(formatPhone('+7701123')).toBe('+7701123');
  });
});
