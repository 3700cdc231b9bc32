import '@mantine/core/styles/Pagination.layer.css';
import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '@/lib/shared/report-format';
import { useWhenIdle } from './use-when-idle';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/**
 * «1–25 из 38» and the page buttons under a server-paged list. The buttons are drawn when the
 * browser is idle after the rows, in a place of their height: they are below the rows, and
 * Mantine's Pagination is a component per button.
 */
export function ListPagination({ page, pageSize, total, onPage }: Props) {
  const idle = useWhenIdle();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {first}–{last} из {formatCount(total)}
      </Text>
      {pages > 1 && !idle && <div style={{ height: 'calc(1.625rem * var(--mantine-scale))' }} />}
      {pages > 1 && idle && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': {
              first: 'Первая',
              last: 'Последняя',
              next: 'Следующая',
              previous: 'Предыдущая',
            }[control],
          })}
          getItemProps={(item) => ({ 'aria-label': `Страница ${item}` })}
        />
      )}
    </Group>
  );
}
