import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { ApiRequestError } from '@/lib/api/client';
import { ListQueryState } from './ListQueryState';

type Page = { items: string[]; total: number };

const query = (state: Partial<UseQueryResult<Page>>) =>
  ({
    data: undefined,
    isPending: true,
    isError: false,
    error: null,
    refetch: jest.fn(),
    ...state,
  }) as unknown as UseQueryResult<Page>;

const show = (q: UseQueryResult<Page>) =>
  render(
    <ListQueryState
      query={q}
      what="сотрудников"
      emptyText="Никого не нашлось."
      page={1}
      pageSize={25}
      onPage={() => {}}
    >
      {(data) => (
        <ul>
          {data.items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListQueryState>,
  );

const failed = new ApiRequestError(0, null);

describe('ListQueryState', () => {
  it('shows busy skeleton rows while the first page loads', () => {
    const { container } = show(query({}));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says what failed and retries on request when there is nothing to show', async () => {
    const q = query({ isPending: false, isError: true, error: failed });
    show(q);
    expect(screen.getByText('Не удалось загрузить сотрудников')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('keeps the rows it has when a refresh fails', () => {
    show(
      query({
        isPending: false,
        isError: true,
        error: failed,
        data: { items: ['Иванов'], total: 1 },
      }),
    );
    expect(screen.getByText('Иванов')).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить сотрудников')).toBeNull();
  });

  it('shows the empty text, or the rows with their pages', () => {
    const { unmount } = show(query({ isPending: false, data: { items: [], total: 0 } }));
    expect(screen.getByText('Никого не нашлось.')).toBeInTheDocument();
    unmount();
    show(query({ isPending: false, data: { items: ['Иванов', 'Петров'], total: 2 } }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1–2 из 2')).toBeInTheDocument();
  });
});

describe('ListQueryState with a block above the rows', () => {
  it('draws the block over an empty page too', () => {
    render(
      <ListQueryState
        query={query({ isPending: false, data: { items: [], total: 0 } })}
        what="журнал"
        emptyText="Операций нет."
        page={1}
        pageSize={50}
        onPage={() => {}}
        above={(data) => <p>Итого: {data.total}</p>}
      >
        {() => null}
      </ListQueryState>,
    );
    expect(screen.getByText('Итого: 0')).toBeInTheDocument();
    expect(screen.getByText('Операций нет.')).toBeInTheDocument();
  });
});
