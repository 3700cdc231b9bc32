import { screen, within } from '@testing-library/react';
import type { Order } from '@/lib/api/bar';
import { render } from '@/test/render';
import { FiscalChequeDialog } from './FiscalChequeDialog';
import { FiscalMark } from './FiscalMark';

const issued = {
  status: 'issued' as const,
  checkNumber: '367645207001',
  ticketUrl:
    'http://ofd.example/consumer?i=367645207001&f=032600010282&s=2400.00&t=20261202T101500',
  offline: false,
  issuedAt: '2026-12-02T05:15:00.000Z',
  registrationNumber: '032600010282',
  uniqueNumber: 'SWK00095536',
  ofdName: 'ТОО «Smartcontract» (WOFD)',
  ofdHost: 'cabinet.wofd.kz/consumer',
  taxPayerName: 'ТОО «Зал Алматы»',
  taxPayerIn: '150740001357',
  error: null,
  orderNumber: 28,
  shiftNumber: 154,
  address: 'Алматы, пр. Абая, 52',
  vatTotal: '331.03',
  vat: [{ rate: 16, amount: '331.03' }],
};

const order = (over: Partial<Order> = {}): Order => ({
  id: 41,
  shiftId: 7,
  status: 'paid',
  total: '2400.00',
  itemCount: 2,
  items: [{ productId: 3, name: 'Капучино', price: '1200.00', quantity: 2, total: '2400.00' }],
  createdAt: '2026-12-02T05:14:58.000Z',
  createdBy: 'Дана Кассир',
  cancelledAt: null,
  cancelledBy: null,
  fiscal: issued,
  returnFiscal: null,
  ...over,
});

describe('the order’s cheque on its row', () => {
  it('names the fiscal sign of an issued cheque, and of its return', () => {
    render(
      <FiscalMark
        order={order({
          status: 'cancelled',
          returnFiscal: { ...issued, checkNumber: '367645207002' },
        })}
      />,
    );
    expect(screen.getByText('Фискальный чек № 367645207001')).toBeInTheDocument();
    expect(screen.getByText('Чек возврата № 367645207002')).toBeInTheDocument();
  });

  it('says a cheque waits or was refused, with the register’s reason on hover', () => {
    const { unmount } = render(
      <FiscalMark order={order({ fiscal: { ...issued, status: 'pending', checkNumber: null } })} />,
    );
    expect(screen.getByText('Фискальный чек ждёт регистрации')).toBeInTheDocument();
    unmount();
    render(
      <FiscalMark
        order={order({
          fiscal: {
            ...issued,
            status: 'failed',
            checkNumber: null,
            error: 'Касса ККМ не приняла документ: неверная ставка НДС (код 9)',
          },
        })}
      />,
    );
    expect(screen.getByText('Фискальный чек не пробит')).toHaveAttribute(
      'title',
      'Касса ККМ не приняла документ: неверная ставка НДС (код 9)',
    );
  });

  it('marks a cheque issued offline', () => {
    render(<FiscalMark order={order({ fiscal: { ...issued, offline: true } })} />);
    expect(
      screen.getByText('Фискальный чек № 367645207001 (автономный режим)'),
    ).toBeInTheDocument();
  });

  it('shows nothing on a desk with no register', () => {
    render(<FiscalMark order={order({ fiscal: null })} />);
    expect(screen.queryByText(/чек/i)).not.toBeInTheDocument();
  });
});

describe('the cheque as it prints', () => {
  it('carries what the law asks: BIN, address, ЗНМ, РНМ, its number in the shift, VAT with its rate, the fiscal sign, the ОФД, the QR code', () => {
    render(<FiscalChequeDialog order={order()} opened onClose={() => {}} />);
    const cheque = screen.getByRole('region', { name: 'Фискальный чек' });
    const text = within(cheque);
    expect(text.getByText('ТОО «Зал Алматы»')).toBeInTheDocument();
    expect(text.getByText('БИН 150740001357')).toBeInTheDocument();
    expect(text.getByText('ФП (фискальный признак): 367645207001')).toBeInTheDocument();
    expect(text.getByText('ОФД: ТОО «Smartcontract» (WOFD)')).toBeInTheDocument();
    expect(
      text.getByText('Для проверки чека зайдите на сайт: cabinet.wofd.kz/consumer'),
    ).toBeInTheDocument();
    expect(text.getByText('РНМ: 032600010282')).toBeInTheDocument();
    expect(text.getByText('ЗНМ: SWK00095536')).toBeInTheDocument();
    expect(text.getByText('ФИСКАЛЬНЫЙ ЧЕК')).toBeInTheDocument();
    expect(text.queryByText('АВТОНОМНЫЙ РЕЖИМ')).not.toBeInTheDocument();
    expect(text.getByText('Алматы, пр. Абая, 52')).toBeInTheDocument();
    expect(text.getByText('Смена № 154')).toBeInTheDocument();
    // The register's number of the cheque in its shift, not the order's.
    expect(text.getByText('№ 28')).toBeInTheDocument();
    expect(text.queryByText(/41/)).not.toBeInTheDocument();
    expect(text.getByText('в т. ч. НДС 16 %')).toBeInTheDocument();
    expect(text.getByText('331,03 ₸')).toBeInTheDocument();
    const qr = text.getByRole('img', { name: `QR-код чека: ${issued.ticketUrl}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
  });

  it('prints «автономный режим» offline, and the return cheque beside the sale', () => {
    render(
      <FiscalChequeDialog
        order={order({
          status: 'cancelled',
          fiscal: { ...issued, offline: true },
          returnFiscal: { ...issued, checkNumber: '367645207002' },
        })}
        opened
        onClose={() => {}}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Фискальный чек' })).getByText('АВТОНОМНЫЙ РЕЖИМ'),
    ).toBeInTheDocument();
    const back = within(screen.getByRole('region', { name: 'Чек возврата' }));
    expect(back.getByText('ВОЗВРАТ ПРОДАЖИ')).toBeInTheDocument();
    expect(back.getByText('ФП (фискальный признак): 367645207002')).toBeInTheDocument();
  });
});
