import { Link } from 'react-router'
import { cn } from '../../../ui/cn.ts'
import { cellText, type TableData } from './table-data.ts'

/** The data of a chart as a table; a row's first cell links to its transactions where a click on the chart would. */
export function DataTableView({ data, caption }: { data: TableData; caption: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and a keyboard can scroll only what takes focus (axe: scrollable-region-focusable)
    <section className="overflow-x-auto rounded focus-ring" aria-label={caption} tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            {data.columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn('px-2 py-2 font-medium', c.format !== 'text' && 'text-right')}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one answer, in its order
            <tr key={i} className="border-b border-border last:border-0">
              {data.columns.map((c, j) => {
                const text = cellText(c.format, row[c.key])
                const Cell = j === 0 ? 'th' : 'td'
                return (
                  <Cell
                    key={c.key}
                    scope={j === 0 ? 'row' : undefined}
                    className={cn(
                      'px-2 py-1.5 font-normal',
                      c.format !== 'text' ? 'text-right tabular-nums whitespace-nowrap' : 'text-left',
                      j > 0 && !c.wrap && 'whitespace-nowrap',
                    )}
                  >
                    {j === 0 && row.href ? (
                      <Link
                        to={row.href}
                        className="rounded text-primary-strong hover:underline focus-ring"
                        title={`Lihat transaksi ${text}`}
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </Cell>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
