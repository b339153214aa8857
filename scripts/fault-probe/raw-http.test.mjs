import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { encodeRequest, parseResponse, rawRequest } from './raw-http.mjs';

describe('encodeRequest', () => {
  test('adds Host, Connection: close and Content-Length, and sends bytes as given', () => {
    const data = encodeRequest({
      method: 'POST',
      target: '/api/x\x01',
      host: 'localhost:3000',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":"ü"}',
    });
    assert.equal(
      data.toString('utf8'),
      'POST /api/x\x01 HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n' +
        'Content-Length: 10\r\nContent-Type: application/json\r\n\r\n{"a":"ü"}',
    );
  });

  test('leaves out a header set to null and repeats one given as a list', () => {
    const text = encodeRequest({
      target: '/',
      host: 'h',
      headers: { Host: null, 'X-A': ['1', '2'] },
    }).toString();
    assert.equal(text, 'GET / HTTP/1.1\r\nConnection: close\r\nX-A: 1\r\nX-A: 2\r\n\r\n');
  });
});

describe('parseResponse', () => {
  const head = 'HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\n';

  test('waits for the whole body by Content-Length', () => {
    const text = `${head}content-length: 7\r\n\r\n{"a":1}`;
    assert.equal(parseResponse(Buffer.from(text.slice(0, -2))), null);
    const response = parseResponse(Buffer.from(text));
    assert.equal(response.status, 400);
    assert.equal(response.headers['content-type'], 'application/json');
    assert.equal(String(response.body), '{"a":1}');
  });

  test('decodes chunked bodies', () => {
    const text = `${head}transfer-encoding: chunked\r\n\r\n3\r\n{"a\r\n4\r\n":1}\r\n0\r\n\r\n`;
    assert.equal(String(parseResponse(Buffer.from(text)).body), '{"a":1}');
    assert.equal(parseResponse(Buffer.from(text.slice(0, 30 + head.length))), null);
  });

  test('takes what arrived when the connection ended', () => {
    const text = 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n';
    assert.equal(parseResponse(Buffer.from(text)), null);
    assert.equal(parseResponse(Buffer.from(text), true).status, 431);
  });
});

describe('rawRequest', () => {
  const server = createServer((socket) => {
    socket.once('data', (chunk) => {
      const line = String(chunk).split('\r\n')[0];
      if (line.includes('/close')) return socket.destroy();
      socket.end(`HTTP/1.1 404 Not Found\r\ncontent-length: ${line.length}\r\n\r\n${line}`);
    });
  });
  let port;
  before(() => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  before(() => (port = server.address().port));
  after(() => new Promise((resolve) => server.close(resolve)));

  test('returns the answer', async () => {
    const result = await rawRequest({ port, data: encodeRequest({ target: '/x', host: 'h' }) });
    assert.equal(result.outcome, 'answer');
    assert.equal(result.status, 404);
    assert.equal(String(result.body), 'GET /x HTTP/1.1');
  });

  test('tells a connection closed without an answer from a refused one', async () => {
    const closed = await rawRequest({ port, data: encodeRequest({ target: '/close', host: 'h' }) });
    assert.equal(closed.outcome, 'closed');
    const free = createServer();
    await new Promise((resolve) => free.listen(0, '127.0.0.1', resolve));
    const freePort = free.address().port;
    await new Promise((resolve) => free.close(resolve));
    const refused = await rawRequest({
      port: freePort,
      data: Buffer.from('GET / HTTP/1.1\r\n\r\n'),
    });
    assert.equal(refused.outcome, 'refused');
  });
});
