/**
 * The HTTP/1.1 a SOAP client needs, over a socket of its own (node-http.ts): one POST head, and a
 * response read as it arrives: status line, headers, then a body delimited by Content-Length, by
 * chunked transfer coding, or by the end of the connection. Nothing else is asked of the server
 * (no Expect, no Accept-Encoding, no upgrade), so nothing else is understood.
 */
import type { HttpAnswer } from './http.js';

/** Bounds that keep a response's head cheap to read, whatever a server sends. */
const MAX_HEAD_BYTES = 64 * 1024;
const MAX_CHUNK_LINE_BYTES = 1024;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FIELD_VALUE = /^[^\0\r\n]*$/;

/** The request line and headers of a POST to `url`, ending with the empty line. */
export function requestHead(url: URL, headers: Readonly<Record<string, string>>, contentLength: number): string {
  let head = `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n`;
  for (const name in headers) {
    const value = headers[name]!;
    if (!TOKEN.test(name)) throw new TypeError(`invalid HTTP header name ${JSON.stringify(name)}`);
    if (!FIELD_VALUE.test(value)) throw new TypeError(`invalid character in the value of HTTP header ${name}`);
    const lower = name.toLowerCase();
    if (lower === 'host' || lower === 'content-length' || lower === 'connection' || lower === 'transfer-encoding') continue;
    head += `${name}: ${value}\r\n`;
  }
  return `${head}Content-Length: ${contentLength}\r\nConnection: keep-alive\r\n\r\n`;
}

const HEAD = 0;
const SIZED = 1; // Content-Length bytes
const CHUNK_LINE = 2;
const CHUNK_DATA = 3;
const CHUNK_END = 4; // the CRLF after a chunk's data
const TRAILERS = 5;
const TO_CLOSE = 6; // until the connection ends
const DONE = 7;

/**
 * One response, fed the connection's bytes in order: `push` answers the response once it is
 * complete (then `reusable` says whether the connection may carry another request), `end` when the
 * connection has ended. Throws on anything that is not a well-formed HTTP/1.x response.
 */
export class ResponseReader {
  private state = HEAD;
  private pending: Buffer | undefined; // bytes not yet consumed
  private readonly body: Buffer[] = [];
  private remaining = 0; // of the sized body or of the current chunk
  private status = 0;
  private statusText = '';
  private keepAlive = true;
  reusable = false;

  push(chunk: Buffer): HttpAnswer | undefined {
    let data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    while (data.length > 0 || this.state === DONE) {
      switch (this.state) {
        case HEAD: {
          const end = data.indexOf('\r\n\r\n');
          if (end < 0) return this.keep(data, MAX_HEAD_BYTES, 'the response head is too large');
          data = this.head(data.toString('latin1', 0, end), data.subarray(end + 4));
          break;
        }
        case SIZED: {
          const take = Math.min(this.remaining, data.length);
          this.body.push(data.subarray(0, take));
          this.remaining -= take;
          data = data.subarray(take);
          if (this.remaining === 0) this.state = DONE;
          break;
        }
        case CHUNK_LINE:
        case CHUNK_END:
        case TRAILERS: {
          const end = data.indexOf('\r\n');
          if (end < 0) return this.keep(data, MAX_CHUNK_LINE_BYTES, 'a chunk line is too long');
          const line = data.toString('latin1', 0, end);
          data = data.subarray(end + 2);
          this.line(line);
          break;
        }
        case CHUNK_DATA: {
          const take = Math.min(this.remaining, data.length);
          this.body.push(data.subarray(0, take));
          this.remaining -= take;
          data = data.subarray(take);
          if (this.remaining === 0) this.state = CHUNK_END;
          break;
        }
        case TO_CLOSE:
          this.body.push(data);
          return undefined;
        case DONE:
          // Bytes after the response: the connection is not in a state to reuse.
          this.reusable = this.keepAlive && data.length === 0;
          return this.answer();
      }
    }
    return undefined;
  }

  /** The connection has ended: the response if it was complete or delimited by the end. */
  end(): HttpAnswer | undefined {
    if (this.state !== TO_CLOSE) return undefined;
    this.state = DONE;
    return this.answer();
  }

  private keep(data: Buffer, limit: number, message: string): undefined {
    if (data.length > limit) throw new Error(message);
    this.pending = Buffer.from(data);
    return undefined;
  }

  /** Status line and headers; answers the bytes after them. */
  private head(text: string, rest: Buffer): Buffer {
    const lines = text.split('\r\n');
    const status = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: (.*))?$/.exec(lines[0]!);
    if (!status) throw new Error(`not an HTTP/1.x response: ${JSON.stringify(lines[0]!.slice(0, 100))}`);
    const code = Number(status[2]);
    // An interim response (100 Continue, 103 Early Hints): the real one follows.
    if (code < 200) return rest;
    let length: number | undefined;
    let chunked = false;
    let connection = status[1] === '1' ? 'keep-alive' : 'close';
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon <= 0 || !TOKEN.test(line.slice(0, colon))) throw new Error(`malformed HTTP response header ${JSON.stringify(line.slice(0, 100))}`);
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') {
        if (!/^\d{1,15}$/.test(value) || (length !== undefined && length !== Number(value))) throw new Error(`invalid Content-Length ${JSON.stringify(value)}`);
        length = Number(value);
      } else if (name === 'transfer-encoding') {
        chunked = value.toLowerCase().split(',').pop()!.trim() === 'chunked';
        if (!chunked) throw new Error(`unsupported Transfer-Encoding ${JSON.stringify(value)}`);
      } else if (name === 'connection') {
        connection = value.toLowerCase();
      }
    }
    this.status = code;
    this.statusText = status[3] ?? '';
    this.keepAlive = !connection.split(',').some((token) => token.trim() === 'close');
    if (code === 204 || code === 304) this.state = DONE;
    else if (chunked) this.state = CHUNK_LINE;
    else if (length !== undefined) {
      this.remaining = length;
      this.state = length === 0 ? DONE : SIZED;
    } else {
      this.state = TO_CLOSE;
      this.keepAlive = false;
    }
    return rest;
  }

  /** A chunk-size line, the CRLF after a chunk, or a trailer line. */
  private line(line: string): void {
    if (this.state === CHUNK_END) {
      if (line !== '') throw new Error('a chunk is longer than its size');
      this.state = CHUNK_LINE;
    } else if (this.state === TRAILERS) {
      if (line === '') this.state = DONE;
    } else {
      const size = /^([0-9a-fA-F]{1,8})[ \t]*(?:;.*)?$/.exec(line);
      if (!size) throw new Error(`invalid chunk size line ${JSON.stringify(line.slice(0, 100))}`);
      this.remaining = parseInt(size[1]!, 16);
      this.state = this.remaining === 0 ? TRAILERS : CHUNK_DATA;
    }
  }

  private answer(): HttpAnswer {
    const bytes = this.body.length === 1 ? this.body[0]! : Buffer.concat(this.body);
    return { status: this.status, statusText: this.statusText, text: bytes.toString('utf8') };
  }
}
