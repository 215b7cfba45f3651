// The benchmark's one table: a row per figure (what, how it was measured, the result, the
// issue's goal), printed as Markdown so a run can go into docs/performance.md as it is.

/** A row for a part that could not run: the table says why instead of failing. */
export function notMeasured(what, reason, goal = '') {
  return { what, how: '', result: `not measured (${reason})`, goal };
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-AU')} ms` : '–');
export const count = (value) => Math.round(value).toLocaleString('en-AU');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const escapeCell = (text) => String(text ?? '').replaceAll('|', '\\|');

export function formatTable(rows) {
  const header = ['what', 'how', 'result', 'goal (issue 11)'];
  const cells = rows.map((row) => [row.what, row.how, row.result, row.goal].map(escapeCell));
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
