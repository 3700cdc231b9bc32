import { screen } from '@testing-library/react';
import { render } from '@/test/render';
import { Table } from './Table';

describe('Table', () => {
  it('draws plain rows and cells whose style props and own style both apply', () => {
    render(
      <Table striped aria-label="Смены">
        <Table.Tbody>
          <Table.Tr bg="black" style={{ opacity: 0.5 }}>
            <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              12 500,00 ₸
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Смены' });
    expect(table).toHaveAttribute('data-striped', 'true');
    const row = screen.getByRole('row');
    expect(row).toHaveStyle({ background: 'black', opacity: '0.5' });
    const cell = screen.getByRole('cell', { name: '12 500,00 ₸' });
    expect(cell).toHaveStyle({
      textAlign: 'right',
      color: 'var(--mantine-color-dimmed)',
      whiteSpace: 'nowrap',
    });
  });
});
