/** The part of autocannon's API the load harness uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number }
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    timeout?: number;
    requests?: RequestSpec[];
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    '1xx': number; '2xx': number; '3xx': number; '4xx': number; '5xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
