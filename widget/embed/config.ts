/** What the server writes into the embed page (a JSON data block: CSP allows no inline script). */
export interface EmbedConfig {
  mode: 'chat' | 'signin';
  partner: { key: string; name: string; themeColor: string; origins: string[] };
  /** A product for /embed opened on its own, from ?product= (JSON); ignored when framed. */
  product?: unknown;
}

export const readConfig = (): EmbedConfig | null => {
  try {
    return JSON.parse(document.getElementById('atelier-config')?.textContent ?? 'null') as EmbedConfig | null;
  } catch {
    return null;
  }
};
