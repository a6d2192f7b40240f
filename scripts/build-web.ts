/**
 * The web build is always a production build, whatever NODE_ENV the shell has: with
 * NODE_ENV=development Vite bundles React's development build (the landing page grew from 144 to
 * 207 KB of gzipped JS). After building, the bundle is checked so a development build never ships.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment the Vite child runs in. */
export const webBuildEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, NODE_ENV: 'production' });

/** Markers only React's development build contains. */
const DEVELOPMENT_MARKERS = ['jsxDEV(', 'react-dom.development', 'ReactDebugCurrentFrame'];

export const developmentMarkersIn = (assetsDir: string): string[] =>
  readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => {
      const text = readFileSync(join(assetsDir, name), 'utf8');
      return DEVELOPMENT_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
    });

export const buildWeb = (root: string, extraArgs: string[] = []) => {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: webBuildEnv(process.env),
  });
  if (result.status !== 0) throw new Error('vite build failed');
  const found = developmentMarkersIn(join(root, 'dist/web/assets'));
  if (found.length) throw new Error(`The web build contains React's development build:\n  ${found.join('\n  ')}`);
};
