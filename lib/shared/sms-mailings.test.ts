import fc from 'fast-check';
import {
  countSms,
  inSendingWindow,
  messageText,
  OPT_OUT_LINE,
  sendingStart,
  smsTextMessage,
} from './sms-mailings';

describe('SMS segment counter', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['Hello', 'GSM-7', 5, 1],
    ['A'.repeat(160), 'GSM-7', 160, 1],
    ['A'.repeat(161), 'GSM-7', 161, 2],
    ['A'.repeat(306), 'GSM-7', 306, 2],
    ['A'.repeat(307), 'GSM-7', 307, 3],
    ['Привет', 'UCS-2', 6, 1],
    ['Я'.repeat(70), 'UCS-2', 70, 1],
    ['Я'.repeat(71), 'UCS-2', 71, 2],
    ['Я'.repeat(134), 'UCS-2', 134, 2],
    ['Я'.repeat(135), 'UCS-2', 135, 3],
    // One Cyrillic letter makes a Latin text UCS-2.
    [`${'A'.repeat(100)}ж`, 'UCS-2', 101, 2],
    // The euro sign and braces are GSM extension characters: two septets each.
    ['Цена 5€', 'UCS-2', 7, 1],
    ['Price 5€', 'GSM-7', 9, 1],
    ['{x}', 'GSM-7', 5, 1],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['€'.repeat(81), 'GSM-7', 162, 2],
    // An emoji is two UTF-16 units.
    ['Hi 🎰', 'UCS-2', 5, 1],
    ['🎰'.repeat(35), 'UCS-2', 70, 1],
    ['🎰'.repeat(36), 'UCS-2', 72, 2],
  ])('%j → %s, %i units, %i SMS', (text, encoding, length, segments) => {
    expect(countSms(text)).toMatchObject({ encoding, length, segments });
  });

  it('says what is left in the last part', () => {
    expect(countSms('A'.repeat(200))).toMatchObject({ perSegment: 153, remaining: 106 });
    expect(countSms('Привет')).toMatchObject({ perSegment: 70, remaining: 64 });
  });

  it('never lets a part hold more than its size, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 800 }), (text) => {
        const { length, segments, perSegment } = countSms(text);
        expect(segments * perSegment).toBeGreaterThanOrEqual(length);
        if (segments > 1) expect((segments - 1) * perSegment).toBeLessThan(length);
      }),
    );
  });
});

describe('SMS text rules', () => {
  it('ends advertising with the opt-out line and leaves service texts alone', () => {
    expect(messageText('Бонус ждёт вас  ', 'advertising')).toBe(`Бонус ждёт вас\n${OPT_OUT_LINE}`);
    expect(messageText('Ваш код 1234', 'service')).toBe('Ваш код 1234');
  });

  it('refuses an empty text and one longer than 5 SMS, counting the opt-out line', () => {
    expect(smsTextMessage('  ', 'service')).toBe('Пожалуйста, заполните поле «Текст»');
    expect(smsTextMessage('Я'.repeat(335), 'service')).toBeNull();
    expect(smsTextMessage('Я'.repeat(336), 'service')).toBe(
      'Текст не помещается в 5 SMS: сократите его',
    );
    expect(smsTextMessage('Я'.repeat(335 - OPT_OUT_LINE.length), 'advertising')).toBe(
      'Текст не помещается в 5 SMS: сократите его',
    );
  });
});

describe('the sending window', () => {
  const zone = 'Asia/Almaty'; // UTC+5
  it.each([
    ['2026-11-23T04:00:00Z', '2026-11-23T04:00:00.000Z'], // 09:00 — opens
    ['2026-11-23T15:59:59Z', '2026-11-23T15:59:59.000Z'], // 20:59:59 — still open
    ['2026-11-23T16:00:00Z', '2026-11-24T04:00:00.000Z'], // 21:00 — next morning
    ['2026-11-23T18:30:00Z', '2026-11-24T04:00:00.000Z'], // 23:30 — next morning
    ['2026-11-23T19:30:00Z', '2026-11-24T04:00:00.000Z'], // 00:30 hall time — this morning
    ['2026-11-30T21:00:00Z', '2026-12-01T04:00:00.000Z'], // 02:00 on the 1st, across a month
  ])('%s asked → starts %s', (asked, start) => {
    expect(sendingStart(new Date(asked), zone).toISOString()).toBe(start);
  });

  it('tells whether a moment is inside 9:00–21:00 hall time', () => {
    expect(inSendingWindow(new Date('2026-11-23T03:59:59Z'), zone)).toBe(false);
    expect(inSendingWindow(new Date('2026-11-23T04:00:00Z'), zone)).toBe(true);
    expect(inSendingWindow(new Date('2026-11-23T16:00:00Z'), zone)).toBe(false);
  });
});
