/**
 * Where the built widget lives and what its manifest names: shared by the build script
 * (widget/build.ts writes it) and the server (server/widget/assets.ts reads it), so the server
 * never imports the build script or its bundler.
 */
import { join } from 'node:path';

export interface WidgetManifest {
  loader: string;
  loaderEsm: string;
  embedJs: string;
  embedCss: string | null;
  builtAt: string;
}

export const WIDGET_DIST = (root: string) => join(root, 'dist', 'widget');
