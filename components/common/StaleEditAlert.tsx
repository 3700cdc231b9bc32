import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group } from '@mantine/core';

type Props = {
  /** «Запись изменена другим пользователем». */
  title: string;
  /** What «загрузите актуальную …» loads: «запись», «заявку». */
  what: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/** A stale edit: the input stays in the form, and the person chooses whose version wins. */
export function StaleEditAlert({ title, what, onKeepMine, onTakeTheirs }: Props) {
  return (
    <Alert color="orange" title={title}>
      Ваши данные остались в форме. Сохраните их поверх новой версии или загрузите актуальную {what}
      .
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onKeepMine}>
          Сохранить мои изменения
        </Button>
        <Button size="xs" variant="light" onClick={onTakeTheirs}>
          Загрузить актуальную
        </Button>
      </Group>
    </Alert>
  );
}
