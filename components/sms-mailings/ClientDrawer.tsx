'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import {
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Table } from '../common/Table';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clientQuery, clientsChanged, updateClient, type ClientDetail } from '@/lib/api/clients';
import { CONSENT_SOURCE_LABELS } from '@/lib/shared/clients';
import { DOCUMENT_TYPE_LABELS, iinProblem, normalizeIin } from '@/lib/shared/identity';
import { formatPhone } from '@/lib/shared/validation/rules';
import { clientFormRules } from '@/lib/forms/clients-form';
import { QueryLoadError } from '../common/LoadError';
import { RecordForm } from '../common/RecordForm';
import { ScrollRegion } from '../common/ScrollRegion';
import { useRecordForm } from '../common/use-record-form';
import { useHallClock } from '../common/use-hall-clock';
import { ConsentBadge } from './ConsentBadge';

type Props = { hallId: number; clientId: number | null; onClose: () => void };

/** A client's card: contacts, visits, the history of the SMS consent, and «Изменить». */
export function ClientDrawer({ hallId, clientId, onClose }: Props) {
  const client = useQuery({ ...clientQuery(hallId, clientId ?? 0), enabled: clientId !== null });
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <Drawer
      opened={clientId !== null}
      onClose={close}
      position="right"
      size="md"
      title={client.data?.fullName ?? 'Клиент'}
      closeOnClickOutside={!editing}
      closeOnEscape={!editing}
    >
      {client.isError ? (
        <QueryLoadError query={client} what="клиента" />
      ) : !client.data ? (
        <Loader size="sm" aria-label="Загрузка" />
      ) : editing ? (
        <ClientEditForm
          key={client.data.id}
          hallId={hallId}
          client={client.data}
          onDone={() => setEditing(false)}
        />
      ) : (
        <ClientCard client={client.data} onEdit={() => setEditing(true)} />
      )}
    </Drawer>
  );
}

/** The identity the door knows the client by, or that the next check-in will ask for it. */
function identityText({ iin, document, birthDate }: ClientDetail['identity']) {
  const born = birthDate ? `, дата рождения ${birthDate.split('-').reverse().join('.')}` : '';
  if (iin) return `ИИН ${iin}${born}`;
  if (document) {
    const citizenship = document.citizenship ? `, гражданство ${document.citizenship}` : '';
    return `${DOCUMENT_TYPE_LABELS[document.type]} ${document.number}${citizenship}${born}`;
  }
  return 'ИИН не записан: кассир спросит его при следующем визите';
}

function ClientCard({ client, onEdit }: { client: ClientDetail; onEdit: () => void }) {
  const clock = useHallClock();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text>{formatPhone(client.phone)}</Text>
        <Group gap="xs">
          <ConsentBadge consent={client.smsConsent} />
        </Group>
        <Text size="sm">{identityText(client.identity)}</Text>
        <Text size="sm" c="dimmed">
          Зарегистрирован(а) {clock.date(client.registeredAt)} в зале «{client.hallName}»
        </Text>
        <Text size="sm" c="dimmed">
          Телефон меняется только заявкой на смену номера.
        </Text>
      </Stack>
      <Group>
        <Button onClick={onEdit}>Изменить</Button>
      </Group>
      <Divider />
      <Title order={3} size="h5">
        Визиты: {client.visitCount}
      </Title>
      {client.visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          Визитов ещё не было.
        </Text>
      ) : (
        <ScrollRegion label="Визиты клиента" maxHeight={260}>
          <Table striped>
            <Table.Tbody>
              {client.visits.map((visit) => (
                <Table.Tr key={visit.id}>
                  <Table.Td>{clock.dateTime(visit.visitedAt)}</Table.Td>
                  <Table.Td>{visit.hallName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Divider />
      <Title order={3} size="h5">
        Согласие на SMS
      </Title>
      {client.consents.length === 0 ? (
        <Text size="sm" c="dimmed">
          Изменений согласия не записано.
        </Text>
      ) : (
        <Stack gap={6}>
          {client.consents.map((entry, i) => (
            <Text key={i} size="sm">
              {clock.dateTime(entry.at)} — {entry.consent ? 'дал(а) согласие' : 'отказ'} (
              {CONSENT_SOURCE_LABELS[entry.source]}
              {entry.userName ? `, ${entry.userName}` : ''})
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type Values = { fullName: string; smsConsent: 'yes' | 'no'; iin: string; version: number };

const toValues = (client: ClientDetail): Values => ({
  fullName: client.fullName,
  smsConsent: client.smsConsent ? 'yes' : 'no',
  iin: client.identity.iin ?? '',
  version: client.version,
});

/**
 * «Изменить»: the name, the consent and a citizen's IIN at the version the card showed (the
 * phone: a request; a foreigner's document: the door's registration).
 */
function ClientEditForm({
  hallId,
  client,
  onDone,
}: {
  hallId: number;
  client: ClientDetail;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const clock = useHallClock();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(client),
    validate: {
      fullName: clientFormRules.fullName,
      iin: (value) =>
        value.trim() || client.identity.iin ? iinProblem(normalizeIin(value), clock.today()) : null,
    },
  });
  const foreigner = client.identity.document !== null;
  const record = useRecordForm({
    form,
    draftKey: `client:${hallId}:${client.id}`,
    save: (values: Values) =>
      updateClient(hallId, client.id, {
        fullName: values.fullName,
        smsConsent: values.smsConsent === 'yes',
        ...(normalizeIin(values.iin) && normalizeIin(values.iin) !== client.identity.iin
          ? { iin: normalizeIin(values.iin) }
          : {}),
        version: values.version,
      }),
    latest: async () => toValues(await queryClient.fetchQuery(clientQuery(hallId, client.id))),
    saved: 'Клиент сохранён',
    onSaved: () => {
      void clientsChanged(queryClient, hallId);
      onDone();
    },
  });

  return (
    <RecordForm record={record} onDone={onDone}>
      <TextInput label="ФИО" required {...form.getInputProps('fullName')} />
      {!foreigner && (
        <TextInput
          label="ИИН"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="12 цифр"
          {...form.getInputProps('iin')}
        />
      )}
      <Radio.Group label="Согласие на SMS от зала" {...form.getInputProps('smsConsent')}>
        <Group mt="xs">
          <Radio value="yes" label="Согласен" />
          <Radio value="no" label="Отказался" />
        </Group>
      </Radio.Group>
    </RecordForm>
  );
}
