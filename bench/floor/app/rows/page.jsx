'use client';

import { useEffect, useState } from 'react';

/** The floor of a list screen: a client page that draws a plain table of 25 rows after 300 ms. */
export default function RowsPage() {
  const [rows, setRows] = useState(null);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setRows(
          Array.from({ length: 25 }, (_, i) => ({
            id: i + 1,
            name: `Сотрудник ${i + 1}`,
            position: ['кассир', 'администратор', 'охрана'][i % 3],
            phone: `+7 701 555 ${String(1000 + i).slice(-4)}`,
            hired: `2025-0${(i % 9) + 1}-1${i % 10}`,
          })),
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, []);
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
