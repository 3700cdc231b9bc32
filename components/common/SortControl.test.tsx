import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { SortControl } from './SortControl';

const LABELS = { createdAt: 'Дата', title: 'Название' };

describe('SortControl', () => {
  it('turns the direction round and keeps the column', async () => {
    const onSort = jest.fn();
    render(<SortControl labels={LABELS} sort="createdAt" order="desc" onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: 'По убыванию' }));
    expect(onSort).toHaveBeenCalledWith('createdAt', 'asc');
  });

  it('changes the column and keeps the direction', async () => {
    const onSort = jest.fn();
    render(<SortControl labels={LABELS} sort="createdAt" order="desc" onSort={onSort} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Сортировка' }),
      screen.getByRole('option', { name: 'Название' }),
    );
    expect(onSort).toHaveBeenCalledWith('title', 'desc');
  });
});
