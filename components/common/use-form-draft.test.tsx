import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearClientSession } from '@/stores/persisted-stores';
import { render } from '@/test/render';
import { useFormDraft } from './use-form-draft';

function ReasonForm({ onSent }: { onSent?: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '', phone: '' } });
  const { clearDraft } = useFormDraft('test-form', form);
  return (
    <form
      onSubmit={form.onSubmit(() => {
        clearDraft();
        onSent?.();
      })}
    >
      <TextInput label="Причина" {...form.getInputProps('reason')} />
      <TextInput label="Телефон" {...form.getInputProps('phone')} />
      <button type="submit">Сохранить</button>
    </form>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useFormDraft', () => {
  it('brings unsent input back after the session expired', async () => {
    const first = render(<ReasonForm />);
    await userEvent.type(screen.getByLabelText('Причина'), 'Клиент сменил оператора');
    await userEvent.type(screen.getByLabelText('Телефон'), '+7 701 123 45 67');
    first.unmount();

    clearClientSession({ keepDrafts: true }); // what a 401 does

    render(<ReasonForm />);
    expect(screen.getByLabelText('Причина')).toHaveValue('Клиент сменил оператора');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 701 123 45 67');
  });

  it('forgets the draft once the form is sent', async () => {
    const first = render(<ReasonForm />);
    await userEvent.type(screen.getByLabelText('Причина'), 'Ошибка в номере');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    first.unmount();
    render(<ReasonForm />);
    expect(screen.getByLabelText('Причина')).toHaveValue('');
  });

  it('is removed by «Выйти», so the next person at the desk does not see it', async () => {
    const first = render(<ReasonForm />);
    await userEvent.type(screen.getByLabelText('Причина'), 'Личные данные');
    first.unmount();
    clearClientSession();
    render(<ReasonForm />);
    expect(screen.getByLabelText('Причина')).toHaveValue('');
  });
});
