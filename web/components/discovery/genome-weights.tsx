/** A name → weight (0-1) map as labelled bars, strongest first; shared by the scanner and the Style DNA tab. */
import { cn } from '../../lib/cn.js';

export const percent = (n: number): string => `${Math.round(n * 100)}%`;

export const GenomeWeights = ({ title, weights, empty, className }: {
  title: string; weights: Record<string, number>; empty: string; className?: string;
}) => {
  const entries = Object.entries(weights).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <section className={cn('flex flex-col gap-2', className)} aria-label={title}>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      {entries.length === 0 ? <p className="text-sm text-stone-600">{empty}</p> : (
        <ul className="flex flex-col gap-1.5">
          {entries.map(([name, weight]) => (
            <li key={name} className="grid grid-cols-[minmax(0,7rem)_1fr_3rem] items-center gap-2 text-sm">
              <span className="truncate capitalize text-stone-800" title={name}>{name}</span>
              <span className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                <span className="block h-full rounded-full bg-ink" style={{ width: percent(Math.max(0, Math.min(1, weight))) }} />
              </span>
              <span className="text-right tabular-nums text-stone-700">{percent(weight)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
