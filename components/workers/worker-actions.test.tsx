import { Button } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Worker } from '@/lib/api/workers';
import { render } from '@/test/render';
import { useDismissWorker } from './worker-actions';

const dismissWorker = jest.fn();
jest.mock('@/lib/api/workers', () => ({
  dismissWorker: (...args: unknown[]) => dismissWorker(...args),
  exportWorkers: jest.fn(),
  workersKey: (hallId: number) => [hallId, 'workers'],
}));
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const WORKER = {
  id: 5,
  fullName: 'Омаров Тимур Серикович',
  version: 2,
} as Worker;

function DismissButton() {
  const dismiss = useDismissWorker(1);
  return <Button onClick={() => dismiss(WORKER)}>Уволить сотрудника</Button>;
}

it('asks first, then dismisses with the version the list showed', async () => {
  dismissWorker.mockResolvedValue({ ...WORKER, status: 'dismissed', version: 3 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ModalsProvider>
        <DismissButton />
      </ModalsProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Уволить сотрудника' }));
  expect(await screen.findByText(/получит статус «Уволен»/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Уволить' }));
  await waitFor(() => expect(dismissWorker).toHaveBeenCalledTimes(1));
  expect(dismissWorker).toHaveBeenCalledWith(1, 5, 2);
});
