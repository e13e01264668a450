import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * An answer sent before its request's body was read (413 for a body over the limit, a 400 or 404
 * decided from the URL alone) leaves the rest of that body on the connection. Were the connection
 * kept alive, the client's next request on it would be read after that leftover, or the server
 * would drop it mid-way and the client's next request would fail with "other side closed". Such
 * answers say `Connection: close`, and Node closes the connection once they are sent.
 */
export function closeAfterEarlyAnswer(request: IncomingMessage, response: ServerResponse): void {
  if (!hasBody(request)) return
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!request.complete) this.setHeader('Connection', 'close')
    return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}

/** Installs closeAfterEarlyAnswer ahead of the server's own request handler. */
export function closeEarlyAnswers(server: Server): void {
  server.prependListener('request', closeAfterEarlyAnswer)
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}
