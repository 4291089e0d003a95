import { token } from '@alliance/shared/design-tokens';

/**
 * A bar chart in plain SVG, in place of recharts (120 KB gzip on a 3G phone for three charts).
 * Widths are percentages, so it fills its box at 320 px and at 1280 px with no resize observer;
 * heights and text are pixels, so labels stay readable. It is a picture of the table beside it:
 * one `role="img"` named by `label`, each bar's figure in its own <title> for a pointer's tooltip.
 */
interface BarSeries {
  name: string;
  color: string;
}

interface BarGroup {
  label: string;
  /** One value per series, null when the server could not measure it (no bar). */
  values: (number | null)[];
}

interface BarsProps {
  /** The accessible name: the caption of the table that holds the same figures. */
  label: string;
  series: BarSeries[];
  groups: BarGroup[];
  format(value: number): string;
  /** The top of the scale; by default the largest value rounded up to a readable step. */
  max?: number;
  /** Horizontal bars, one row per group (long names: portfolios); columns by default. */
  rows?: boolean;
}

const TICK = 12;
const AXIS = 20;

/** 1, 2 or 5 × a power of ten above `value`: grid lines at round figures. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export function Bars({ label, series, groups, format, max, rows }: BarsProps) {
  const values = groups.flatMap((group) => group.values.filter((value): value is number => value !== null));
  const top = max ?? niceMax(Math.max(0, ...values));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  return (
    <div className="chart">
      {rows ? (
        <RowBars label={label} series={series} groups={groups} format={format} top={top} />
      ) : (
        <ColumnBars label={label} series={series} groups={groups} format={format} top={top} ticks={ticks} />
      )}
      {series.length > 1 && (
        // The series' names, in the bars' order (the table names them too).
        <ul className="chart-legend" aria-hidden="true">
          {series.map((item) => (
            <li key={item.name}>
              <span className="chart-swatch" style={{ background: item.color }} />
              {item.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const pct = (value: number) => `${Math.round(value * 1000) / 10}%`;
const tip = (group: BarGroup, series: BarSeries[], index: number, text: string) =>
  // A dash, not a colon: a colon takes a non-breaking space before it in French only.
  series.length > 1 ? `${group.label}, ${series[index]?.name} — ${text}` : `${group.label} — ${text}`;

function ColumnBars({
  label,
  series,
  groups,
  format,
  top,
  ticks,
}: Omit<BarsProps, 'max' | 'rows'> & { top: number; ticks: number[] }) {
  const height = 240;
  const plot = height - AXIS;
  const slot = 1 / Math.max(groups.length, 1);
  const barWidth = (slot * 0.7) / series.length;
  // About six labels whatever the number of days: the table has every one.
  const every = Math.max(1, Math.ceil(groups.length / 6));
  return (
    <svg role="img" width="100%" height={height} className="chart-svg">
      <title>{label}</title>
      {ticks.map((tick) => {
        const y = plot - (tick / top) * (plot - TICK - 4);
        return (
          <g key={tick}>
            <line x1="0" x2="100%" y1={y} y2={y} stroke={token('border-soft')} />
            {tick > 0 && (
              <text x="0" y={y - 3} fontSize={TICK} fill={token('muted')}>
                {format(tick)}
              </text>
            )}
          </g>
        );
      })}
      {groups.map((group, g) =>
        group.values.map((value, s) => {
          if (value === null) return null;
          const barHeight = (value / top) * (plot - TICK - 4);
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: groups and series keep their order
              key={`${g}-${s}`}
              x={pct(g * slot + slot * 0.15 + s * barWidth)}
              width={pct(barWidth)}
              y={plot - barHeight}
              height={barHeight}
              fill={series[s]?.color}
            >
              <title>{tip(group, series, s, format(value))}</title>
            </rect>
          );
        }),
      )}
      {groups.map((group, g) =>
        g % every === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a label per group, in order
          <text key={g} x={pct(g * slot + slot / 2)} y={height - 4} fontSize={TICK} textAnchor="middle" fill={token('ink')}>
            {group.label}
          </text>
        ) : null,
      )}
    </svg>
  );
}

function RowBars({ label, series, groups, format, top }: Omit<BarsProps, 'max' | 'rows'> & { top: number }) {
  // A row per group: its name above its bar, the figure at the bar's end (names can be long).
  const row = 40;
  const height = groups.length * row;
  return (
    <svg role="img" width="100%" height={height} className="chart-svg">
      <title>{label}</title>
      {groups.map((group, g) => {
        const y = g * row;
        const value = group.values[0] ?? null;
        const share = value === null ? 0 : (value / top) * 0.85;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row per group, in order
          <g key={g}>
            <text x="0" y={y + TICK} fontSize={TICK} fill={token('ink')}>
              {group.label}
            </text>
            {value !== null && (
              <>
                <rect x="0" y={y + TICK + 4} width={pct(share)} height={row - TICK - 12} fill={series[0]?.color}>
                  <title>{tip(group, series, 0, format(value))}</title>
                </rect>
                <text x={pct(share + 0.01)} y={y + row - 12} fontSize={TICK} fill={token('muted')}>
                  {format(value)}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
