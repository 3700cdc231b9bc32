/**
 * «Итоги игрового дня» as a file (decision 067): the hall's totals, then each machine — its meter
 * win, its drop, the desks' credits and hand pays, the cash win and each difference from the meters.
 */
import { dottedDay } from '@/lib/shared/iso-date';
import type { Db } from '../db/database';
import { text, money, type ExportFile } from '../exports/export-file';
import { gamingDay } from './day-reads';

const STATUS = { open: 'идёт', awaiting: 'ждёт закрытия', closed: 'закрыт' } as const;
const SOURCE = { meters: 'по счётчикам', manual: 'снято вручную', none: 'нет показаний' } as const;

const FIGURES = [
  money('Выигрыш по счётчикам, ₸'),
  money('Выемка, ₸'),
  money('Зачислено с касс, ₸'),
  money('Выплачено вручную, ₸'),
  money('Выигрыш по наличным, ₸'),
  money('Выемка − счётчик купюр, ₸'),
  money('Зачисления − счётчик, ₸'),
  money('Выплаты − счётчики, ₸'),
];

type Cash = Awaited<ReturnType<typeof gamingDay>>['cash'];
const figures = (meterWin: string, cash: Cash) => [
  meterWin,
  cash.drop,
  cash.creditsSold,
  cash.handPays,
  cash.cashWin,
  cash.dropDifference,
  cash.creditsDifference,
  cash.handPaysDifference,
];

export async function gamingDayFile(
  db: Db,
  hall: { id: number; name: string },
  date: string,
  now: Date,
): Promise<ExportFile> {
  const { day, cash, machines } = await gamingDay(db, hall.id, date, now);
  async function* total() {
    yield [
      dottedDay(day.day),
      STATUS[day.status],
      ...figures(day.figures.meterWin, cash),
      cash.dropPending ? 'ящики ещё не пересчитаны' : null,
    ];
  }
  async function* rows() {
    for (const m of machines) {
      yield [
        m.number,
        m.name,
        SOURCE[m.source],
        ...figures(m.figures.meterWin, m.cash),
        m.cash.dropPending ? 'ящик ещё не пересчитан' : null,
      ];
    }
  }
  return {
    name: `Итоги игрового дня — ${hall.name} — ${date}`,
    asciiName: `gaming-day-hall-${hall.id}-${date}`,
    sections: [
      {
        title: 'Зал',
        columns: [text('Игровой день', 14), text('Статус', 14), ...FIGURES, text('Отметка', 28)],
        rows: total(),
      },
      {
        title: 'По автоматам',
        columns: [
          text('Автомат', 12),
          text('Модель', 22),
          text('Показания', 16),
          ...FIGURES,
          text('Отметка', 28),
        ],
        rows: rows(),
      },
    ],
  };
}
