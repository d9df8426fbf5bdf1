/** Plain-text tables for the terminal: the first column left-aligned, the numbers right-aligned. */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const verdict = (withinBudget: boolean): string => (withinBudget ? 'ok' : 'OVER');
