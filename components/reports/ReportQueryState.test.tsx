import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { ReportQueryState } from './ReportQueryState';

type Report = { visits: number };

const query = (state: Partial<UseQueryResult<Report>>) =>
  ({
    data: undefined,
    isPending: true,
    isError: false,
    isPlaceholderData: false,
    fetchStatus: 'fetching',
    refetch: jest.fn(),
    ...state,
  }) as unknown as UseQueryResult<Report>;

const show = (q: UseQueryResult<Report>) =>
  render(
    <ReportQueryState
      query={q}
      what="посещаемость"
      skeleton={<div>скелет</div>}
      emptyText={(d) => (d.visits === 0 ? 'Посещений не было.' : null)}
    >
      {(d) => <div>Посещений: {d.visits}</div>}
    </ReportQueryState>,
  );

describe('ReportQueryState', () => {
  it('shows the skeleton while the first answer loads', () => {
    show(query({}));
    expect(screen.getByText('скелет')).toBeInTheDocument();
  });

  it('asks to fix the dates when the query waits for a filter that does not fit', () => {
    show(query({ fetchStatus: 'idle' }));
    expect(screen.getByText('Даты не подходят к периоду')).toBeInTheDocument();
    expect(screen.queryByText('скелет')).not.toBeInTheDocument();
  });

  it('says what failed and retries on «Повторить»', async () => {
    const q = query({ isPending: false, isError: true, error: new Error('Сервер недоступен') });
    show(q);
    expect(screen.getByText('Не удалось загрузить посещаемость')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for a period with nothing, else the report', () => {
    const { unmount } = show(query({ isPending: false, data: { visits: 0 } }));
    expect(screen.getByText('Посещений не было.')).toBeInTheDocument();
    unmount();
    show(query({ isPending: false, data: { visits: 12 } }));
    expect(screen.getByText('Посещений: 12')).toBeInTheDocument();
  });
});
