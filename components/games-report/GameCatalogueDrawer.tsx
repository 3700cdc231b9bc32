'use client';

import { Button, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gamesQuery, type Game } from '@/lib/api/games';
import { GAME_CATEGORY_LABELS } from '@/lib/games';
import { formatPercent } from '@/lib/report-format';
import { ListTable } from '../common/ListTable';
import { LoadError } from '../common/LoadError';
import { RowAction, RowActions } from '../common/RowAction';
import { findDraft } from '../common/use-form-draft';
import { GameForm } from './GameForm';

type Editing = { mode: 'create' } | { mode: 'edit'; game: Game } | null;

type Props = { opened: boolean; onClose: () => void };

/** «Каталог игр»: the chain's games for head office to add and correct. */
export function GameCatalogueDrawer({ opened, onClose }: Props) {
  const games = useQuery({ ...gamesQuery(), enabled: opened });
  const [editing, setEditing] = useState<Editing>(() =>
    findDraft('game:new') === '' ? { mode: 'create' } : null,
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        editing?.mode === 'create'
          ? 'Новая игра'
          : editing
            ? `Игра ${editing.game.code}`
            : 'Каталог игр'
      }
      // While a game is edited, only its form's buttons close it: no input is lost.
      closeOnClickOutside={!editing}
      closeOnEscape={!editing}
      withCloseButton={!editing}
      closeButtonProps={{ 'aria-label': 'Закрыть каталог' }}
    >
      {editing ? (
        <GameForm
          key={editing.mode === 'edit' ? editing.game.id : 'new'}
          game={editing.mode === 'edit' ? editing.game : null}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Код связывает игру со счётчиками автоматов; RTP по таблице выплат отчёт ставит рядом с
              фактическим.
            </Text>
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() => setEditing({ mode: 'create' })}
            >
              Добавить игру
            </Button>
          </Group>
          {games.isPending && <Skeleton h={360} />}
          {games.isError && !games.data && (
            <LoadError
              title="Не удалось загрузить каталог"
              error={games.error}
              onRetry={() => games.refetch()}
            />
          )}
          {games.data?.items.length === 0 && (
            <Text c="dimmed">Каталог пуст. Добавьте первую игру.</Text>
          )}
          {games.data && games.data.items.length > 0 && (
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
              {games.data.items.map((game) => (
                <Table.Tr key={game.id}>
                  <Table.Td ff="monospace" fz="sm">
                    {game.code}
                  </Table.Td>
                  <Table.Td>{game.name}</Table.Td>
                  <Table.Td>{GAME_CATEGORY_LABELS[game.category]}</Table.Td>
                  <Table.Td ta="right">{formatPercent(game.theoreticalRtp)}</Table.Td>
                  <RowActions>
                    <RowAction
                      label="Изменить"
                      subject={game.name}
                      onClick={() => setEditing({ mode: 'edit', game })}
                    >
                      <IconEdit size={18} />
                    </RowAction>
                  </RowActions>
                </Table.Tr>
              ))}
            </ListTable>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
