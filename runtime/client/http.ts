/**
 * The one thing a client needs of HTTP: send a POST, get back its status and text. The default
 * goes through the standard `fetch` (browsers and Node alike); on Node, `nodeHttp()` from
 * `node-http.ts` does the same through undici's pools for a fraction of the time per call.
 */

export interface HttpRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly signal: AbortSignal;
}

export interface HttpAnswer {
  readonly status: number;
  readonly statusText: string;
  /** The response body, decoded as UTF-8. */
  readonly text: string;
}

/** Sends one POST; rejects only when no answer arrived (network failure, abort). */
export type HttpExchange = (request: HttpRequest) => Promise<HttpAnswer>;

/** An exchange over a `fetch` (the global one by default). */
export function fetchExchange(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): HttpExchange {
  return async ({ url, headers, body, signal }) => {
    const response = await fetchImpl(url, { method: 'POST', headers, body, signal });
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  };
}
