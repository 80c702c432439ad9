/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each send; returns the request to send (lets connections share a rotation). */
      setupRequest?: (request: Request) => Request;
    }
    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      /** Seconds before a request counts as timed out (10). */
      timeout?: number;
      /** Each connection sends these in turn, over and over. */
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodeStats: Record<string, { count: number }>;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
