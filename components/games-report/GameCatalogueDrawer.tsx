'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gamesQuery, type Game } from '@/lib/api/games';
import { LoadError } from '../common/LoadError';
import { findDraft } from '../common/use-form-draft';
import { GameForm } from './GameForm';
import { GameRows } from './GameRows';

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
            <GameRows
              games={games.data.items}
              onEdit={(game) => setEditing({ mode: 'edit', game })}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
