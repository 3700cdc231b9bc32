import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import type { DateRange } from '@/stores/filter-defaults';
import { DayRangeInput } from './DayRangeInput';

describe('DayRangeInput', () => {
  it('shows the range under its name before the calendar loads, and a press opens it', async () => {
    const onChange = jest.fn();
    const range: DateRange = ['2026-11-01', '2026-11-24'];
    render(<DayRangeInput aria-label="Даты" value={range} onChange={onChange} />);
    const field = screen.getByRole('button', { name: 'Даты: 01.11.2026 – 24.11.2026' });
    expect(field).toHaveTextContent('01.11.2026 – 24.11.2026');

    await userEvent.click(field);
    // The calendar came and opened where the press was, with the focus on the picked start, as
    // a press on the loaded field does.
    const calendar = await screen.findByRole('dialog');
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveTextContent('1');
  });
});
