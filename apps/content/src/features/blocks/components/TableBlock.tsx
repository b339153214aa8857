import { Table } from '@shop/ui';
import type { BlockProps } from '../types';

export function TableBlock({ block }: BlockProps<'table'>) {
  return (
    <div className="content-block content-table">
      <Table caption={block.caption} striped>
        <thead>
          <tr>
            {block.head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                // The first column names the row, as in a price or fee table.
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
