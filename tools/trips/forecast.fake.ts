/**
 * A local fake of Open-Meteo's forecast endpoint for tests (node:http on 127.0.0.1, a free port):
 * answers every day asked for with the configured weather, and records what it was asked.
 */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { addDays, daysBetween } from './dates.js';

export type FakeForecastMode = 'ok' | 'error' | 'garbage' | 'slow';

export interface FakeForecast {
  url: string;
  requests: URLSearchParams[];
  mode: FakeForecastMode;
  /** What each day answers with. */
  day: { code: number; max: number; min: number; rain: number };
  close(): Promise<void>;
}

export const startFakeForecast = async (): Promise<FakeForecast> => {
  const fake: Omit<FakeForecast, 'url' | 'close'> = { requests: [], mode: 'ok', day: { code: 61, max: 14.6, min: 8.2, rain: 80 } };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') {
      res.writeHead(404).end();
      return;
    }
    fake.requests.push(url.searchParams);
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":true,"reason":"down"}');
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hourly":{}}');
      return;
    }
    const start = url.searchParams.get('start_date')!;
    const end = url.searchParams.get('end_date')!;
    const time = Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));
    const body = JSON.stringify({
      latitude: Number(url.searchParams.get('latitude')),
      longitude: Number(url.searchParams.get('longitude')),
      daily_units: { temperature_2m_max: '°C' },
      daily: {
        time,
        weather_code: time.map(() => fake.day.code),
        temperature_2m_max: time.map(() => fake.day.max),
        temperature_2m_min: time.map(() => fake.day.min),
        precipitation_probability_max: time.map(() => fake.day.rain),
      },
    });
    const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (fake.mode === 'slow') setTimeout(send, 500);
    else send();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  }) as FakeForecast;
};
