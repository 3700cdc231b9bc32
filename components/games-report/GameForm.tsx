'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { createGame, gamesQuery, updateGame, type Game } from '@/lib/api/games';
import { GAMES_KEY } from '@/lib/api/query-keys';
import { GAME_CATEGORY_LABELS, SETTABLE_CATEGORIES } from '@/lib/shared/games';
import { gameFormRules, rtpNumber, type GameFormValues } from '@/lib/forms/set-up-forms';
import { options } from '../common/ListFilterBar';
import { RecordForm } from '../common/RecordForm';
import { useRecordForm } from '../common/use-record-form';

const CATEGORIES = options(
  Object.fromEntries(SETTABLE_CATEGORIES.map((c) => [c, GAME_CATEGORY_LABELS[c]])),
);

const fromGame = (game: Game): GameFormValues => ({
  code: game.code,
  name: game.name,
  // A game first seen in the meters has no category yet: head office chooses one.
  category: game.category === 'new' ? null : game.category,
  theoreticalRtp: game.theoreticalRtp === null ? '' : String(game.theoreticalRtp).replace('.', ','),
  version: game.version,
});

const EMPTY: GameFormValues = {
  code: '',
  name: '',
  category: null,
  theoreticalRtp: '',
  version: 0,
};

type Props = { game: Game | null; onDone: () => void };

/** A game of the chain's catalogue: its code in the meters, name, category and paytable RTP. */
export function GameForm({ game, onDone }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<GameFormValues>({
    mode: 'controlled',
    initialValues: game ? fromGame(game) : EMPTY,
    validate: gameFormRules,
  });
  const record = useRecordForm({
    form,
    draftKey: `game:${game?.id ?? 'new'}`,
    save: ({ version, category, theoreticalRtp, ...values }: GameFormValues) => {
      const body = {
        ...values,
        category: category as (typeof SETTABLE_CATEGORIES)[number],
        theoreticalRtp: rtpNumber(theoreticalRtp),
      };
      return game ? updateGame(game.id, version, body) : createGame(body);
    },
    latest: game
      ? async () => {
          const list = await queryClient.fetchQuery({ ...gamesQuery(), staleTime: 0 });
          const fresh = list.items.find((g) => g.id === game.id);
          if (!fresh) throw new Error('Игра не найдена');
          return fromGame(fresh);
        }
      : undefined,
    saved: game ? 'Игра изменена' : 'Игра добавлена в каталог',
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: GAMES_KEY });
      onDone();
    },
  });

  return (
    <RecordForm record={record} onDone={onDone}>
      <TextInput
        label="Код"
        description="Как игра называется в счётчиках автоматов"
        required
        autoComplete="off"
        {...form.getInputProps('code')}
      />
      <TextInput label="Название" required autoComplete="off" {...form.getInputProps('name')} />
      <Select
        label="Категория"
        required
        data={CATEGORIES}
        allowDeselect={false}
        {...form.getInputProps('category')}
      />
      <TextInput
        label="RTP по таблице выплат, %"
        required
        inputMode="decimal"
        placeholder="96,50"
        autoComplete="off"
        {...form.getInputProps('theoreticalRtp')}
      />
    </RecordForm>
  );
}
