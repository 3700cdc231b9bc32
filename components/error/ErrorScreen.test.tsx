import { screen } from '@testing-library/react';
import { render } from '@/test/render';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows «Ошибка-рыбка!» and leaves the error marker', () => {
    localStorage.clear();
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Ошибка-рыбка!' })).toBeInTheDocument();
    const marker = JSON.parse(localStorage.getItem('error')!);
    expect(Number.isNaN(Date.parse(marker.at))).toBe(false);
  });
});
