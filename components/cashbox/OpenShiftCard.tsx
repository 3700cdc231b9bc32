'use client';

import '@mantine/core/styles/Card.layer.css';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { deferred } from '../common/deferred';
import { findDraft } from '../common/use-form-draft';
import { openShiftDraftKey } from './desk-drafts';

// The count grid and the desk's choice are what a shift's opening needs, once a day: their code
// loads on intent, not before the desk's first paint.
const OpenShiftDialog = deferred(
  () => import('./OpenShiftDialog').then((m) => m.OpenShiftDialog),
  (props) => ({ ...props, opened: false }),
);

/** «Смена не открыта»: what the desk shows until its person opens a shift. */
export function OpenShiftCard({ hallId }: { hallId: number }) {
  // A count typed before a re-login comes back in its dialog.
  const [opening, setOpening] = useState(() => findDraft(openShiftDraftKey(hallId)) === '');
  return (
    <Card withBorder padding="lg" mb="lg">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={2} size="h4">
            Смена не открыта
          </Title>
          <Text size="sm" c="dimmed">
            Пересчитайте наличные в кассе и откройте смену: операции и заказы проводятся только в
            открытой смене.
          </Text>
        </div>
        <Button {...OpenShiftDialog.intent} onClick={() => setOpening(true)}>
          Пересчитать и открыть смену
        </Button>
      </Group>
      <OpenShiftDialog
        needed={opening}
        hallId={hallId}
        opened={opening}
        onClose={() => setOpening(false)}
      />
    </Card>
  );
}
