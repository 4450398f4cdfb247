import type { StatsGroup } from '@pipcrafters/contracts';
import { SMALL_SAMPLE } from '@pipcrafters/contracts';
import { Text } from '@pipcrafters/ui';
import { type BarMeasure, groupBars } from './chart-data';

/** Horizontal bars of one measure per group (plain HTML: a table a screen reader reads as such). */
export function GroupBars({
  groups,
  measure,
  label,
  format,
}: {
  groups: StatsGroup[];
  measure: BarMeasure;
  /** The table's accessible name ("Resultado por hora"). */
  label: string;
  format: (value: number) => string;
}) {
  const bars = groupBars(groups, measure);
  const anySmall = measure !== 'trades' && bars.some((bar) => bar.smallSample);
  return (
    <>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th
                scope="row"
                style={{
                  fontWeight: 400,
                  textAlign: 'left',
                  padding: '3px 8px 3px 0',
                  whiteSpace: 'nowrap',
                  width: '1%',
                }}
              >
                {bar.label}
              </th>
              <td style={{ padding: '3px 0', minWidth: 60 }}>
                <div
                  aria-hidden
                  style={{
                    height: 14,
                    width: `${Math.max(bar.width, bar.value === 0 ? 0 : 1)}%`,
                    borderRadius: 3,
                    background:
                      measure === 'trades'
                        ? 'var(--pc-primary)'
                        : bar.value >= 0
                          ? 'var(--pc-success)'
                          : 'var(--pc-error)',
                  }}
                />
              </td>
              <td style={{ padding: '3px 0 3px 8px', whiteSpace: 'nowrap', textAlign: 'right', width: '1%' }}>
                <Text style={{ fontSize: 13 }}>{format(bar.value)}</Text>
                {measure === 'trades' ? null : (
                  <Text secondary style={{ fontSize: 12 }}>
                    {' '}
                    · {bar.trades} op.
                  </Text>
                )}
                {bar.smallSample && measure !== 'trades' ? (
                  <abbr title="muestra pequeña" style={{ textDecoration: 'none' }}>
                    *
                  </abbr>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {anySmall ? (
        <Text secondary style={{ display: 'block', fontSize: 12, marginTop: 8 }}>
          * muestra pequeña: menos de {SMALL_SAMPLE} operaciones, la cifra puede deberse al azar.
        </Text>
      ) : null}
    </>
  );
}
