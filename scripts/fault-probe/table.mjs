// The probe's closing table, in Markdown so it can go into the README as it is.

const verdict = (held) => (held === null ? 'not run' : held ? 'held' : 'did not hold');

/**
 * One row per check: its name, held / did not hold / not run, and its figures (detail lines,
 * those indented by two spaces, stay in the log above the table).
 * @param {{ name: string, held: boolean | null, figures: string }[]} rows
 */
export function formatTable(rows) {
  const cell = (text) => text.replace(/\|/g, '\\|');
  const lines = ['| check | result | figures |', '| --- | --- | --- |'];
  for (const row of rows) {
    const figures = row.figures
      .split('\n')
      .filter((line) => !line.startsWith('  '))
      .join('; ');
    lines.push(`| ${cell(row.name)} | ${verdict(row.held)} | ${cell(figures)} |`);
  }
  const held = rows.filter((row) => row.held === true).length;
  lines.push('', `${held} of ${rows.length} checks held.`);
  return lines.join('\n');
}
