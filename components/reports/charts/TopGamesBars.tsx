'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/charts/styles.layer.css';
import { BarsList } from '@mantine/charts';
import { formatChartMoney } from '@/lib/shared/report-format';

type Props = { games: { name: string; ggr: string }[] };

/** The games that earned most, longest bar first. */
export function TopGamesBars({ games }: Props) {
  return (
    <BarsList
      data={games.map((g) => ({ name: g.name, value: Number(g.ggr) }))}
      valueFormatter={formatChartMoney}
      barsLabel="Игра"
      valueLabel="Доход"
      barColor="brand.9"
      barTextColor="dark.7"
      minBarSize="40%"
    />
  );
}
