import { useTranslation } from 'react-i18next';
import type { SizeChartKind, SizeChartRow } from '../../../../../contract/size-chart.ts';
import { cellText, chartColumns } from './size-help-rules.ts';

/**
 * The size chart's table: a row per size with the ages, heights and measurements it fits (cm), columns
 * no row fills left out. The size the helper found is highlighted and marked as the current row.
 */
export function SizeChartTable({
  rows,
  kind,
  marked,
}: {
  rows: readonly SizeChartRow[];
  kind: SizeChartKind;
  marked: string | undefined;
}) {
  const columns = chartColumns(rows, kind);
  const { t } = useTranslation('catalog');
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full min-w-[20rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="pb-2 text-left text-xs font-semibold text-ink-soft">
          {t('product.sizeChart.inCm')}
        </caption>
        <thead>
          <tr className="text-xs uppercase tracking-wide text-ink-soft">
            <th scope="col" className="border-b border-line px-2 py-2 md:px-2.5 font-bold">
              {t('product.size')}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="border-b border-line px-2 py-2 md:px-2.5 font-bold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = row.size === marked;
            const cell = `border-b border-line/70 px-2 py-2 md:px-2.5 ${current ? 'bg-accent-soft' : ''}`;
            return (
              <tr key={row.size} aria-current={current ? 'true' : undefined} data-size={row.size}>
                <th
                  scope="row"
                  className={`${cell} whitespace-nowrap font-bold ${current ? 'rounded-l-xl text-accent-strong' : 'text-ink'}`}
                >
                  {row.size}
                </th>
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={`${cell} whitespace-nowrap text-ink ${current && index === columns.length - 1 ? 'rounded-r-xl' : ''}`}
                  >
                    {cellText(row, column.key)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
