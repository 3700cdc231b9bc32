import { render, screen } from '@testing-library/react';
import { ErrorFallback } from './ErrorFallback';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('ErrorFallback', () => {
  it('shows the specification heading for an unexpected error and offers a reload', () => {
    render(<ErrorFallback error={new TypeError('hall is undefined')} />);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('hall is undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Unexpected Application Error!',
      expect.any(TypeError),
    );
  });

  it('names the failure type and address of a chunk that did not load', () => {
    const error = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
      type: 'timeout',
      request: 'http://localhost:3000/_next/static/chunks/42.js',
    });
    render(<ErrorFallback error={error} />);
    expect(
      screen.getByRole('heading', { name: 'Не удалось загрузить часть приложения' }),
    ).toBeInTheDocument();
    expect(screen.getByText('timeout')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/_next/static/chunks/42.js')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeInTheDocument();
  });
});
