import http, { type RequestListener } from 'node:http';

/**
 * How long a client may take to send a request. Node's own defaults let a body trickle in for 5 minutes
 * and look for late requests only every 30 s; the API's bodies are small (JSON_BODY_LIMIT), so a
 * client gets 15 s for its headers and 30 s for the whole request, then a 408 and a closed connection.
 */
export interface RequestTimeouts {
  /** The request line and headers. */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** How often the server looks for requests past those limits. */
  checkEveryMs: number;
  /**
   * How long an idle keep-alive connection stays open. Node's 5 s default is shorter than the idle
   * time of the clients in front of the API (nginx's upstream pool keeps a connection 60 s, Node's
   * and the browsers' agents reuse one as long as it is open), so a client could send a request on a
   * socket the API was closing that instant and get ECONNRESET. The API waits longer than any of them.
   */
  keepAliveMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 15_000, requestMs: 30_000, checkEveryMs: 1_000, keepAliveMs: 65_000 };

/** The API's HTTP server: `app` behind Node's bounds on slow requests and idle connections. */
export function createHttpServer(app: RequestListener, timeouts: RequestTimeouts = REQUEST_TIMEOUTS): http.Server {
  return http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      keepAliveTimeout: timeouts.keepAliveMs,
    },
    app,
  );
}
