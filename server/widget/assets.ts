/**
 * The widget's built files (dist/widget), held in memory with their .br/.gz twins and sent in
 * the best encoding the browser accepts. The server never builds them (the bundler is a dev tool):
 * `npm run build`, `npm run dev` (rebuilding on every change), the e2e runner and the unit tests'
 * set-up do. Outside production a rebuilt manifest is picked up within a second.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths.js';
import { WIDGET_DIST, type WidgetManifest } from '../../widget/shared/manifest.js';

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

export const widgetAssets = (opts: { root?: string; watchBuild: boolean }): WidgetAssets => {
  const root = opts.root ?? PROJECT_ROOT;
  const dir = WIDGET_DIST(root);
  const manifestPath = join(dir, 'manifest.json');
  let cache: { manifest: WidgetManifest; files: Map<string, Asset>; checkedAt: number; builtAt: number } | null = null;

  const builtAt = () => (existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0);

  const load = async () => {
    // Production reads once; development looks for a newer build at most once a second.
    if (cache && (!opts.watchBuild || Date.now() - cache.checkedAt < 1000)) return cache;
    if (cache && builtAt() === cache.builtAt) {
      cache.checkedAt = Date.now();
      return cache;
    }
    if (!existsSync(manifestPath)) return (cache = null);
    cache = { manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as WidgetManifest, files: new Map(), checkedAt: Date.now(), builtAt: builtAt() };
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
