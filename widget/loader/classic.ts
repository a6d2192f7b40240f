/**
 * `<script src="https://HOST/widget.js" data-partner="pk_..." async>`: the classic entry. It
 * replaces the snippet's queue stub (`window.Atelier = function () { (Atelier.q = Atelier.q || []).push(arguments) }`)
 * with the real API, replays the queued calls in order, and initialises from data-partner when
 * the page queued no init of its own. Whatever goes wrong here stays in the console.
 */
import { createWidget, type AtelierApi } from './widget.js';

type Queued = { q?: ArrayLike<unknown>[] };
type Callable = ((method: keyof AtelierApi, ...args: unknown[]) => void) & AtelierApi;

performance.mark?.('atelier:script');
const script = document.currentScript as HTMLScriptElement | null;
try {
  const previous = (window as unknown as { Atelier?: Queued }).Atelier;
  const api = createWidget(new URL(script!.src).origin);
  const call = ((method: keyof AtelierApi, ...args: unknown[]) => {
    const fn = api[method] as ((...a: unknown[]) => void) | undefined;
    if (typeof fn === 'function') fn(...args);
    else console.warn('[Atelier widget] no method', method);
  }) as Callable;
  Object.assign(call, api);
  const queue = Array.from(previous?.q ?? [], (args) => Array.from(args) as [keyof AtelierApi, ...unknown[]]);
  (window as unknown as { Atelier: Callable }).Atelier = call;
  const partner = script?.dataset.partner;
  const init = queue.find(([method]) => method === 'init');
  if (!init && partner) api.init({ partner });
  if (init && partner) init[1] = { partner, ...(init[1] as object) };
  for (const [method, ...args] of queue) call(method, ...args);
} catch (error) {
  console.warn('[Atelier widget]', error);
}
