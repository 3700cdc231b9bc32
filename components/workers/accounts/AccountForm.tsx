'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { normalizeLogin, rolesKeptBy } from '@/lib/shared/accounts';
import { accountFormRules, type AccountFormValues } from '@/lib/forms/accounts-form';
import {
  accountQuery,
  createAccount,
  updateAccount,
  type Account,
  type AccountChanges,
} from '@/lib/api/accounts';
import { ACCOUNTS_KEY } from '@/lib/api/query-keys';
import { ROLE_LABELS } from '@/lib/shared/roles';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { RecordForm } from '../../common/RecordForm';
import { useRecordForm } from '../../common/use-record-form';

/** A new account's starting values; from a worker's drawer, the worker it is for. */
export type AccountPreset = Partial<Omit<AccountFormValues, 'version'>> & { workerId?: number };

type Props = {
  account: Account | null;
  preset?: AccountPreset;
  /** A new account comes with its temporary password, shown once. */
  onCreated: (account: Account, temporaryPassword: string) => void;
  onSaved: () => void;
  onCancel: () => void;
};

/** The account as its form holds it: of its halls, only those the viewer runs (`mine`) to change. */
const fromAccount = (account: Account, mine: Set<string>): AccountFormValues => ({
  login: account.login,
  fullName: account.fullName,
  role: account.role,
  hallIds: account.hallIds.map(String).filter((id) => mine.has(id)),
  version: account.version,
});

/**
 * Create an account or edit its name, role and halls. The input waits as a draft until saved; a
 * manager sees only their own halls, and the API keeps the halls of other managers as they are.
 */
export function AccountForm({ account, preset, onCreated, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const viewerRole = useAuthStore((s) => s.role);
  const halls = useHallsStore((s) => s.hallsList);
  const roles = rolesKeptBy(viewerRole);
  const hallOptions = halls.map((hall) => ({ value: String(hall.id), label: hall.name }));
  const mine = new Set(hallOptions.map((hall) => hall.value));

  const form = useForm<AccountFormValues>({
    mode: 'controlled',
    initialValues: account
      ? fromAccount(account, mine)
      : {
          login: preset?.login ?? '',
          fullName: preset?.fullName ?? '',
          role: preset?.role ?? (roles.length === 1 ? roles[0] : null),
          hallIds: preset?.hallIds ?? [],
          version: 0,
        },
    validate: accountFormRules,
  });
  const record = useRecordForm({
    form,
    draftKey: `account:${account?.id ?? (preset?.workerId ? `worker-${preset.workerId}` : 'new')}`,
    save: async (values: AccountFormValues) => {
      const hallIds = values.role === 'admin' ? [] : values.hallIds.map(Number);
      if (account) {
        const changes: AccountChanges = { fullName: values.fullName, role: values.role!, hallIds };
        return { account: await updateAccount(account.id, values.version, changes) };
      }
      const created = await createAccount({
        login: normalizeLogin(values.login),
        fullName: values.fullName,
        role: values.role!,
        hallIds,
        workerId: preset?.workerId ?? null,
      });
      return { account: created.user, temporaryPassword: created.temporaryPassword };
    },
    latest: account
      ? async () => {
          const fresh = await queryClient.fetchQuery({ ...accountQuery(account.id), staleTime: 0 });
          return fromAccount(fresh.user, mine);
        }
      : undefined,
    saved: account ? 'Изменения сохранены' : 'Учётная запись создана',
    onSaved: ({ account: saved, temporaryPassword }) => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      if (temporaryPassword) onCreated(saved, temporaryPassword);
      else onSaved();
    },
  });
  const isAdmin = form.values.role === 'admin';

  return (
    <RecordForm record={record} onDone={onCancel} submitLabel={account ? 'Сохранить' : 'Создать'}>
      {!account && (
        <TextInput
          label="Логин"
          description="Латинские буквы, цифры и знаки . _ -"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('login')}
        />
      )}
      <TextInput label="ФИО" required autoComplete="off" {...form.getInputProps('fullName')} />
      <Select
        label="Роль"
        required
        data={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        allowDeselect={false}
        readOnly={roles.length === 1}
        {...form.getInputProps('role')}
      />
      {!isAdmin && (
        <MultiSelect
          label="Залы"
          required
          data={hallOptions}
          searchable
          hidePickedOptions
          nothingFoundMessage="Нет такого зала"
          {...form.getInputProps('hallIds')}
        />
      )}
    </RecordForm>
  );
}
