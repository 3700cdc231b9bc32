'use client';

import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** «Печать»: the browser's print of the page, which shows only its sheet (`Print.module.css`). */
export function PrintButton() {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} />}
      onClick={() => window.print()}
    >
      Печать
    </Button>
  );
}
