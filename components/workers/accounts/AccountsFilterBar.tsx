'use client';

import { ACCOUNT_STATUS_LABELS, rolesKeptBy, type AccountStatus } from '@/lib/shared/accounts';
import { ROLE_LABELS, type Role } from '@/lib/shared/roles';
import { useAuthStore } from '@/stores/auth-store';
import { useFilter } from '@/stores/filters-store';
import { useHallsStore } from '@/stores/halls-store';
import { ListFilterBar, type FilterSelect } from '../../common/ListFilterBar';

/** A search by login or name, the role (when there is a choice), the hall and the status. */
export function AccountsFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('accountsFilter');
  const roles = rolesKeptBy(useAuthStore((s) => s.role));
  const halls = useHallsStore((s) => s.hallsList);
  const selects: FilterSelect[] = [];
  if (roles.length > 1) {
    selects.push({
      label: 'Роль',
      placeholder: 'Все роли',
      data: roles.map((value) => ({ value, label: ROLE_LABELS[value] })),
      value: filter.role,
      onChange: (role) => filterChanged({ role: role as Role | null }),
      width: 180,
    });
  }
  if (halls.length > 1) {
    selects.push({
      label: 'Зал',
      placeholder: 'Все залы',
      data: halls.map((hall) => ({ value: String(hall.id), label: hall.name })),
      value: filter.hallId === null ? null : String(filter.hallId),
      onChange: (hallId) => filterChanged({ hallId: hallId === null ? null : Number(hallId) }),
      width: 200,
    });
  }
  selects.push({
    label: 'Статус',
    placeholder: 'Все',
    data: Object.entries(ACCOUNT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
    value: filter.status,
    onChange: (status) => filterChanged({ status: status as AccountStatus | null }),
    width: 180,
  });
  return (
    <ListFilterBar
      search={{
        label: 'Поиск по логину или имени',
        placeholder: 'Логин или имя',
        value: filter.search,
        width: 240,
        onChange: (search) => filterChanged({ search }),
      }}
      selects={selects}
      onReset={filterCleared}
    />
  );
}
