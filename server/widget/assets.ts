/**
 * The widget's built files (dist/widget), held in memory with their .br/.gz twins and sent in
 * the best encoding the browser accepts. `npm run build` makes them; outside production a
 * missing or stale build is made on first request (dev server, e2e), so nobody has to remember.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths.js';
import { WIDGET_DIST, buildWidget, widgetSourcesMtime, type WidgetManifest } from '../../widget/build.js';

export interface Asset {
  body: Uint8Array;
  gz: Uint8Array | null;
  br: Uint8Array | null;
  type: string;
}

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

export interface WidgetAssets {
  manifest(): Promise<WidgetManifest | null>;
  file(name: string): Promise<Asset | null>;
}

export const widgetAssets = (opts: { root?: string; buildOnDemand: boolean }): WidgetAssets => {
  const root = opts.root ?? PROJECT_ROOT;
  const dir = WIDGET_DIST(root);
  let cache: { manifest: WidgetManifest; files: Map<string, Asset>; checkedAt: number } | null = null;
  let building: Promise<void> | null = null;

  const stale = () => {
    const manifest = join(dir, 'manifest.json');
    if (!existsSync(manifest)) return true;
    return opts.buildOnDemand && statSync(manifest).mtimeMs < widgetSourcesMtime(root);
  };

  const load = async () => {
    // Production reads once; development checks the sources at most once a second.
    if (cache && (!opts.buildOnDemand || Date.now() - cache.checkedAt < 1000)) return cache;
    if (opts.buildOnDemand && stale()) {
      building ??= buildWidget(root).then(() => undefined).finally(() => { building = null; });
      await building;
      cache = null;
    }
    if (cache) {
      cache.checkedAt = Date.now();
      return cache;
    }
    const manifestPath = join(dir, 'manifest.json');
    if (!existsSync(manifestPath)) return null;
    cache = { manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as WidgetManifest, files: new Map(), checkedAt: Date.now() };
    return cache;
  };

  return {
    manifest: async () => (await load())?.manifest ?? null,
    async file(name) {
      const loaded = await load();
      if (!loaded || !/^[\w.-]+\.(js|mjs|css)$/.test(name)) return null;
      const known = loaded.files.get(name);
      if (known) return known;
      const path = join(dir, name);
      if (!existsSync(path)) return null;
      const maybe = (p: string) => (existsSync(p) ? readFileSync(p) : null);
      const asset: Asset = { body: readFileSync(path), gz: maybe(`${path}.gz`), br: maybe(`${path}.br`), type: TYPES[name.split('.').pop()!]! };
      loaded.files.set(name, asset);
      return asset;
    },
  };
};

/** The asset's bytes in the best encoding `accept-encoding` allows, with the headers to send. */
export const encoded = (asset: Asset, acceptEncoding: string | undefined): { body: Uint8Array; headers: Record<string, string> } => {
  const accepted = new Set((acceptEncoding ?? '').split(',').flatMap((entry) => {
    const [name, ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return name && !(q && Number(q.slice(2)) === 0) ? [name] : [];
  }));
  const accepts = (name: string) => accepted.has(name);
  const base = { 'content-type': asset.type, vary: 'Accept-Encoding' };
  if (asset.br && accepts('br')) return { body: asset.br, headers: { ...base, 'content-encoding': 'br' } };
  if (asset.gz && accepts('gzip')) return { body: asset.gz, headers: { ...base, 'content-encoding': 'gzip' } };
  return { body: asset.body, headers: base };
};
