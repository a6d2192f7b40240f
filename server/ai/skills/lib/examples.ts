/**
 * Example phrasings from templates: "(show me|find) (black|navy) bags" is four examples. Groups do
 * not nest; a template with more than `cap` combinations keeps an evenly spread `cap` of them, so
 * the corpus stays small and the same every run.
 */
const GROUP = /\(([^()]*)\)/;

export const expand = (template: string, cap = 12): string[] => {
  const parts: string[][] = [];
  let rest = template;
  for (let m = GROUP.exec(rest); m; m = GROUP.exec(rest)) {
    parts.push([rest.slice(0, m.index)], m[1]!.split('|'));
    rest = rest.slice(m.index + m[0].length);
  }
  parts.push([rest]);
  const total = parts.reduce((n, p) => n * p.length, 1);
  const step = total > cap ? total / cap : 1;
  const out: string[] = [];
  for (let k = 0; k < Math.min(total, cap); k++) {
    let index = Math.floor(k * step);
    let text = '';
    for (let i = parts.length - 1; i >= 0; i--) {
      const p = parts[i]!;
      text = p[index % p.length]! + text;
      index = Math.floor(index / p.length);
    }
    out.push(text.replace(/\s+/g, ' ').trim());
  }
  return [...new Set(out)];
};

/** Every template of a label expanded. */
export const examplesOf = (templates: readonly string[], cap?: number): string[] => [...new Set(templates.flatMap((t) => expand(t, cap)))];
