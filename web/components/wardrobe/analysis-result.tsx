/** A photo analysis (product rules §3 Style analysis result): palette, aesthetic, elements, silhouettes, confidence, influencers. */
import { confidenceBand, type ColourSwatch, type StyleAnalysis } from '../../../tools/analysis/contracts.js';
import { Badge } from '../ui/index.js';

export const Palette = ({ colours, label = 'Colour palette' }: { colours: readonly ColourSwatch[]; label?: string }) => (
  <ul className="flex flex-wrap gap-3" aria-label={label} data-testid="palette">
    {colours.map((c, i) => (
      <li key={`${c.hex}-${i}`} className="flex items-center gap-2 text-sm text-ink" data-testid="palette-swatch">
        <span aria-hidden className="size-7 rounded-full border border-stone-300 shadow-inner" style={{ backgroundColor: c.hex }} />
        <span className="capitalize">{c.name}</span>
        <span className="text-xs text-stone-500">{Math.round(c.share * 100)}%</span>
      </li>
    ))}
  </ul>
);

const BAND_VARIANT = { High: 'success', Medium: 'warning', Low: 'muted' } as const;

export const AnalysisResult = ({ analysis }: { analysis: StyleAnalysis }) => {
  const band = confidenceBand(analysis.confidence_score);
  return (
    <div className="flex flex-col gap-4" data-testid="analysis-result">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-display text-2xl capitalize text-ink">{analysis.aesthetic_category}</p>
        <Badge variant={BAND_VARIANT[band]}>{band} confidence · {Math.round(analysis.confidence_score * 100)}%</Badge>
      </div>
      {analysis.color_palette.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium text-ink">Palette</h4>
          <Palette colours={analysis.color_palette} />
        </div>
      )}
      {analysis.style_elements.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium text-ink">Style elements</h4>
          <div className="flex flex-wrap gap-1.5">{analysis.style_elements.map((e) => <Badge key={e} variant="outline" className="capitalize">{e}</Badge>)}</div>
        </div>
      )}
      {analysis.silhouettes.length > 0 && (
        <p className="text-sm text-stone-700"><span className="font-medium text-ink">Silhouettes:</span> {analysis.silhouettes.join(', ')}</p>
      )}
      {analysis.matched_influencers.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium text-ink">Influencers with this style</h4>
          <ul className="flex flex-wrap gap-2 text-sm">
            {analysis.matched_influencers.map((m) => (
              <li key={m.handle}><Badge variant="muted">@{m.handle} · {Math.round(m.similarity_score * 100)}%</Badge></li>
            ))}
          </ul>
        </div>
      )}
      {band === 'Low' && <p className="text-xs text-stone-500">Only the colours could be read with confidence; add a name or notes to sharpen the rest.</p>}
    </div>
  );
};
