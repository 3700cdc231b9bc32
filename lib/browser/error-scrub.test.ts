import { scrubReport, scrubText } from './error-scrub';

describe('error report scrubbing', () => {
  it('drops query strings, phones, names and tokens from any text', () => {
    expect(
      scrubText('GET https://bo.example/api/halls/3/workers?search=Иванов&page=2 failed'),
    ).toBe('GET https://bo.example/api/halls/3/workers failed');
    expect(scrubText('Номер +7 (701) 555-12-34 принадлежит клиенту Петрова Анна Сергеевна')).toBe(
      'Номер [телефон] принадлежит клиенту [имя]',
    );
    expect(scrubText('87015551234 и 77015551234')).toBe('[телефон] и [телефон]');
    expect(scrubText('Authorization: Bearer q0Yk9cC2Qx1M7wE8rT3uI6oP4aS5dF2gH1jK0lZ9xC8')).toBe(
      'Authorization: [токен]',
    );
    expect(scrubText('Сервер недоступен (503)')).toBe('Сервер недоступен (503)');
    expect(scrubText('смена закрыта 2026-11-24 12:30, № 1234567890')).toBe(
      'смена закрыта 2026-11-24 12:30, № 1234567890',
    );
    expect(scrubText('ключ 20261124787015551234')).toBe('ключ 20261124787015551234');
  });

  it('scrubs a whole event: request, user, breadcrumbs and exception messages', () => {
    const event = {
      message: 'Ошибка у кассира Смирнова Ольга',
      request: {
        url: 'https://bo.example/workers/?search=%2B77015551234',
        query_string: 'search=%2B77015551234',
        cookies: { 'bbp-cookie': 'secret' },
        headers: { Authorization: 'Bearer abc' },
      },
      user: { id: '7', username: 'cashier' },
      exception: { values: [{ type: 'Error', value: 'телефон 8 701 555 12 34 занят' }] },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/halls/1/phone-requests?search=7015551234' } },
        { category: 'navigation', data: { from: '/workers/?q=Иванов', to: '/dashboard/' } },
      ],
    };
    const scrubbed = scrubReport(event);
    expect(scrubbed).toEqual({
      message: 'Ошибка у кассира [имя]',
      request: { url: 'https://bo.example/workers/' },
      exception: { values: [{ type: 'Error', value: 'телефон [телефон] занят' }] },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/halls/1/phone-requests' } },
        { category: 'navigation', data: { from: '/workers/', to: '/dashboard/' } },
      ],
    });
    expect(event.user).toBeDefined(); // the original is left as it was
  });
});
