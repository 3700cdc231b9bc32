'use client';

import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Title.layer.css';
import { MantineProvider, Table, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { rowsLater } from '../../rows';

/**
 * The floor with only Mantine added: its provider (the default theme, dark, as the site forces
 * it) around the same 25 rows, drawn as Mantine's `Table` after 300 ms.
 */
export default function MantineRowsPage() {
  const [rows, setRows] = useState(null);
  useEffect(() => {
    let live = true;
    void rowsLater().then((answer) => live && setRows(answer));
    return () => {
      live = false;
    };
  }, []);
  return (
    <MantineProvider forceColorScheme="dark">
      <main>
        <Title order={1}>Сотрудники</Title>
        {rows && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ФИО</Table.Th>
                <Table.Th>Должность</Table.Th>
                <Table.Th>Телефон</Table.Th>
                <Table.Th>Принят</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.position}</Table.Td>
                  <Table.Td>{row.phone}</Table.Td>
                  <Table.Td>{row.hired}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </main>
    </MantineProvider>
  );
}
