'use client';

import { Button, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { IconEdit } from '@tabler/icons-react';
import type { Game } from '@/lib/api/games';
import { GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { belowLegalRtp } from '@/lib/shared/game-catalogue';
import { LEGAL_RTP_MIN } from '@/lib/shared/licence';
import { formatPercent } from '@/lib/shared/report-format';
import { ListCard, ListCards } from '../common/ListCard';
import { ListTable } from '../common/ListTable';
import { RowAction, RowActions } from '../common/RowAction';
import { useDesktop } from '../common/use-desktop';

type Props = { games: Game[]; onEdit: (game: Game) => void };

/** A game the law no longer allows: below 95 %, until its RTP is changed. */
function BelowLegalRtp() {
  return (
    <Text size="xs" c="red.4" fw={600}>
      Ниже {LEGAL_RTP_MIN} %: запрещено законом
    </Text>
  );
}

/** The catalogue: a table on a desktop, a card per game on a phone. */
export function GameRows({ games, onEdit }: Props) {
  const desktop = useDesktop();
  if (!desktop) {
    return (
      <ListCards>
        {games.map((game) => (
          <ListCard
            key={game.id}
            title={game.name}
            badge={
              <Text ff="monospace" size="xs">
                {game.code}
              </Text>
            }
            actions={
              <Button
                size="xs"
                variant="light"
                aria-label={`Изменить: ${game.name}`}
                onClick={() => onEdit(game)}
              >
                Изменить
              </Button>
            }
          >
            <Text size="sm" c="dimmed">
              {GAME_CATEGORY_LABELS[game.category]} · RTP по таблице{' '}
              {formatPercent(game.theoreticalRtp)}
            </Text>
            {belowLegalRtp(game.theoreticalRtp) && <BelowLegalRtp />}
          </ListCard>
        ))}
      </ListCards>
    );
  }
  return (
    <ListTable
      aria-label="Каталог игр"
      minWidth={560}
      verticalSpacing="xs"
      head={
        <>
          <Table.Th>Код</Table.Th>
          <Table.Th>Название</Table.Th>
          <Table.Th>Категория</Table.Th>
          <Table.Th ta="right">RTP по таблице</Table.Th>
          <Table.Th aria-label="Действия" />
        </>
      }
    >
      {games.map((game) => (
        <Table.Tr key={game.id}>
          <Table.Td ff="monospace" fz="sm">
            {game.code}
          </Table.Td>
          <Table.Td>{game.name}</Table.Td>
          <Table.Td>{GAME_CATEGORY_LABELS[game.category]}</Table.Td>
          <Table.Td ta="right">
            {formatPercent(game.theoreticalRtp)}
            {belowLegalRtp(game.theoreticalRtp) && <BelowLegalRtp />}
          </Table.Td>
          <RowActions>
            <RowAction label="Изменить" subject={game.name} onClick={() => onEdit(game)}>
              <IconEdit size={18} />
            </RowAction>
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
