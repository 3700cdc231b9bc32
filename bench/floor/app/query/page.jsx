'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rowsLater } from '../../rows';

/** The floor with only TanStack Query added: the same 25 rows read through `useQuery`. */
export default function QueryRowsPage() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Rows />
    </QueryClientProvider>
  );
}

function Rows() {
  const { data: rows } = useQuery({ queryKey: ['rows'], queryFn: rowsLater });
  return (
    <main>
      <h1>Сотрудники</h1>
      {rows && (
        <table>
          <thead>
            <tr>
              <th>ФИО</th>
              <th>Должность</th>
              <th>Телефон</th>
              <th>Принят</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>{row.position}</td>
                <td>{row.phone}</td>
                <td>{row.hired}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
