import { Table, TableFrame } from '@bizcard/shared/ui';
import { SAMPLE_BATCHES } from '../sample-batches';

/** The sample rows, marked as such so nobody mistakes them for this tenant's batches. */
export function BatchesTable() {
  return (
    <TableFrame>
      <Table>
        <caption>Sample data: batch history is not loaded yet.</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Tenant</th>
            <th scope="col">Cards</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_BATCHES.map((batch) => (
            <tr key={batch.name}>
              <td>{batch.name}</td>
              <td>{batch.tenant}</td>
              <td>{batch.cards}</td>
              <td>{batch.status}</td>
              <td>{batch.created}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
