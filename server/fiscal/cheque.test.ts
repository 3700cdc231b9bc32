import { includedVat, returnCheque, saleCheque, type ChequeLine } from './cheque';
import { checkCheque } from './simulated-cheque';

const line = (over: Partial<ChequeLine> = {}): ChequeLine => ({
  productId: 7,
  name: 'Капучино',
  price: 120000n,
  quantity: 1,
  vatRate: 16,
  ...over,
});

describe('the VAT a price includes', () => {
  it('is the price times the rate over 100 plus the rate, to the tiyn', () => {
    // 1 160 ₸ at 16 %: 160 ₸ of it is the tax.
    expect(includedVat(116000n, 16)).toBe(16000n);
    // The collection's own examples, at 12 %: 500 ₸ → 53,57; 19 000 ₸ → 2 035,71.
    expect(includedVat(50000n, 12)).toBe(5357n);
    expect(includedVat(1900000n, 12)).toBe(203571n);
  });

  it('rounds a half tiyn up and nothing else', () => {
    // 0,29 ₸ at 16 %: 4,0 tiyn; 0,30 ₸: 4,137… → 4; 0,36 ₸: 4,965… → 5.
    expect(includedVat(29n, 16)).toBe(4n);
    expect(includedVat(30n, 16)).toBe(4n);
    expect(includedVat(36n, 16)).toBe(5n);
    // 58 tiyn at 16 % is exactly 8.
    expect(includedVat(58n, 16)).toBe(8n);
  });

  it('is nothing without VAT or at 0 %', () => {
    expect(includedVat(116000n, null)).toBe(0n);
    expect(includedVat(116000n, 0)).toBe(0n);
  });
});

describe('an order as a sale cheque', () => {
  const order = {
    id: 41,
    externalNumber: 'e2c99643-82cb-4622-9131-c0a16395d1ec',
    lines: [
      line({ quantity: 2 }),
      line({ productId: 9, name: 'Вода 0,5 л', price: 40000n, vatRate: null }),
      line({ productId: 11, name: 'Хот-дог', price: 130050n, vatRate: 10 }),
    ],
  };

  it('carries each line as a position with its count, price, rate and tax, unit 796', () => {
    const { request } = saleCheque(order);
    expect(request.OperationType).toBe(2);
    expect(request.Positions).toEqual([
      {
        Count: 2,
        Price: 1200,
        TaxPercent: 16,
        Tax: 331.03,
        TaxType: 100,
        PositionName: 'Капучино',
        PositionCode: '7',
        Discount: 0,
        Markup: 0,
        SectionCode: '1',
        UnitCode: 796,
      },
      expect.objectContaining({ Price: 400, TaxPercent: 0, Tax: 0, TaxType: 0 }),
      expect.objectContaining({ Price: 1300.5, TaxPercent: 10, Tax: 118.23, TaxType: 100 }),
    ]);
  });

  it('is paid in cash for its whole total, under the key the sale keeps', () => {
    const { request, total } = saleCheque(order);
    expect(total).toBe(410050n);
    expect(request.Payments).toEqual([{ Sum: 4100.5, PaymentType: 0 }]);
    expect(request.ExternalCheckNumber).toBe(order.externalNumber);
    expect(request.ExternalOrderNumber).toBe('41');
    expect(request.RoundType).toBe(0);
  });

  it('takes a discount off its line before the tax, and the payment is what is left', () => {
    const { request, total } = saleCheque({
      ...order,
      lines: [line({ price: 200000n, quantity: 10, discount: 100000n, vatRate: 12 })],
    });
    // The collection's «Конфеты»: 10 × 2 000 − 1 000 = 19 000 ₸, tax 2 035,71 at 12 %.
    expect(request.Positions[0]).toMatchObject({ Discount: 1000, Tax: 2035.71 });
    expect(total).toBe(1900000n);
    expect(request.Payments[0].Sum).toBe(19000);
  });

  it('never charges below zero for a line discounted past its price', () => {
    const { total } = saleCheque({ ...order, lines: [line({ discount: 999999n })] });
    expect(total).toBe(0n);
  });

  it('pays by card when told so', () => {
    expect(saleCheque(order, 'card').request.Payments).toEqual([{ Sum: 4100.5, PaymentType: 1 }]);
  });

  it('adds up: the payments equal the positions less their discounts, for any prices', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const lines = [1, 2, 3].map((k) =>
        line({
          productId: k,
          price: BigInt((seed * 7919 * k) % 1000000) + 1n,
          quantity: 1 + ((seed + k) % 9),
          vatRate: [16, 10, 5, 0, null][(seed + k) % 5],
        }),
      );
      const { request, total } = saleCheque({ ...order, lines });
      const positions = request.Positions.reduce(
        (sum, p) => sum + Math.round(p.Count * p.Price * 100),
        0,
      );
      expect(Math.round(request.Payments[0].Sum * 100)).toBe(positions);
      expect(BigInt(positions)).toBe(total);
      for (const p of request.Positions) {
        // The tax is never more than the share of the rate.
        expect(p.Tax).toBeLessThanOrEqual(
          (p.Count * p.Price * p.TaxPercent) / (100 + p.TaxPercent) + 0.005,
        );
      }
    }
  });
});

describe('a cheque as Webkassa checks it', () => {
  const RATES = [16, 10, 5, 0];
  const accepted = (lines: ChequeLine[]) => {
    const { request } = saleCheque({ id: 1, externalNumber: 'key', lines });
    return checkCheque(request, RATES);
  };

  it('keeps the tiyn: 450,50 ₸ and 3 × 333,33 ₸ at 16 % are taken as the guest paid them', () => {
    expect(accepted([line({ price: 45050n })])).toMatchObject({ ok: true, total: 450.5 });
    expect(accepted([line({ price: 33333n, quantity: 3 })])).toMatchObject({
      ok: true,
      total: 999.99,
    });
    // Under Webkassa's default rounding (2) the same cheque is refused: 451 ₸, tax 62,21.
    const { request } = saleCheque({
      id: 1,
      externalNumber: 'k',
      lines: [line({ price: 45050n })],
    });
    expect(checkCheque({ ...request, RoundType: 2 }, RATES)).toMatchObject({ ok: false });
  });

  it('is taken for any price, count and rate the product allows', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const lines = [1, 2, 3].map((k) =>
        line({
          productId: k,
          price: BigInt((seed * 7919 * k) % 10000000) + 1n,
          quantity: 1 + ((seed + k) % 12),
          vatRate: [16, 10, 5, 0, null][(seed + k) % 5],
        }),
      );
      const result = accepted(lines);
      const total = lines.reduce((sum, l) => sum + l.price * BigInt(l.quantity), 0n);
      expect(result).toEqual({
        ok: true,
        operation: 2,
        total: Number(total) / 100,
        cash: Number(total) / 100,
        change: 0,
      });
    }
  });
});

describe('a return cheque', () => {
  it('repeats the sale under its own key, as a return of a sale', () => {
    const { request } = saleCheque({ id: 3, externalNumber: 'sale-key', lines: [line()] });
    const back = returnCheque(request, 'return-key');
    expect(back).toMatchObject({
      OperationType: 3,
      ExternalCheckNumber: 'return-key',
      Positions: request.Positions,
      Payments: request.Payments,
    });
    expect(request.ExternalCheckNumber).toBe('sale-key');
  });
});
