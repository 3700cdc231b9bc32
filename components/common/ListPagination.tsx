import { Group, Pagination, Text } from '@mantine/core';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** «1–25 из 38» and the page buttons under a server-paged list. */
export function ListPagination({ page, pageSize, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {first}–{last} из {total.toLocaleString('ru-RU')}
      </Text>
      {pages > 1 && (
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
