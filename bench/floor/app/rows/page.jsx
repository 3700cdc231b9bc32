'use client';

import { useEffect, useState } from 'react';
import { rowsLater } from '../../rows';

/** The floor of a list screen: a client page that draws a plain table of 25 rows after 300 ms. */
export default function RowsPage() {
  const [rows, setRows] = useState(null);
  useEffect(() => {
    let live = true;
    void rowsLater().then((answer) => live && setRows(answer));
    return () => {
      live = false;
    };
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
