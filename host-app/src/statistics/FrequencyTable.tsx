import type { SetStatistics } from '@drawkit/sdk';

/** The figures of `FrequencyChart` as a table: every number, its count and the last draw it came up in. */
export function FrequencyTable({ set }: { set: SetStatistics }) {
  return (
    <table className="data-table frequency-table">
      <caption>{set.name}: times each number was drawn</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Times drawn</th>
          <th scope="col">Last drawn in draw</th>
        </tr>
      </thead>
      <tbody>
        {set.frequencies.map((f) => (
          <tr key={f.number}>
            <th scope="row">{f.number}</th>
            <td>{f.count}</td>
            <td>{f.lastDrawnNo ?? 'Not yet drawn'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
