import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Worker } from '@/lib/api/workers';
import { render } from '@/test/render';
import { ConfirmHost } from '../common/confirm';
import { useDismissWorker } from './worker-actions';

const dismissWorker = jest.fn();
jest.mock('@/lib/api/workers', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/workers')>('@/lib/api/workers', {
      dismissWorker: (...args) => dismissWorker(...args),
      exportWorkers: jest.fn(),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const WORKER = {
  id: 5,
  fullName: 'Омаров Тимур Серикович',
  version: 2,
} as Worker;

beforeEach(() => dismissWorker.mockReset());

function DismissButton() {
  const dismiss = useDismissWorker(1);
  return <Button onClick={() => dismiss(WORKER)}>Уволить сотрудника</Button>;
}

/** The button, and the place where the screens' questions are shown. */
const renderDismiss = () =>
  render(
    <>
      <ConfirmHost />
      <DismissButton />
    </>,
  );

it('asks first, then dismisses with the version the list showed', async () => {
  dismissWorker.mockResolvedValue({ ...WORKER, status: 'dismissed', version: 3 });
  renderDismiss();
  await userEvent.click(screen.getByRole('button', { name: 'Уволить сотрудника' }));
  expect(await screen.findByText(/получит статус «Уволен»/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Уволить' }));
  await waitFor(() => expect(dismissWorker).toHaveBeenCalledTimes(1));
  expect(dismissWorker).toHaveBeenCalledWith(1, 5, 2);
});

it('does nothing when the question is answered «Отмена»', async () => {
  renderDismiss();
  await userEvent.click(screen.getByRole('button', { name: 'Уволить сотрудника' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
  await waitFor(() =>
    expect(screen.queryByText(/получит статус «Уволен»/)).not.toBeInTheDocument(),
  );
  expect(dismissWorker).not.toHaveBeenCalled();
});
