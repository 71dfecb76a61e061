#!/usr/bin/env node
/**
 * A ceiling for `npm run bench`: answers the recorded bytes of each benchmarked URL from
 * memory, as a bare Node `http` server or a bare Express app (no middleware).
 * Usage: node bare-server.mjs <node|express> <answers.json>; prints the port it listens on.
 */
import express from 'express';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [kind, answersFile] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([url, { contentType, body }]) => [url, { contentType, body: Buffer.from(body, 'utf8') }]),
);

let server;
if (kind === 'express') {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) return res.status(404).end();
    res.type(answer.contentType).send(answer.body);
  });
  server = createServer(app);
} else {
  server = createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.statusCode = 404;
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': answer.contentType, 'Content-Length': answer.body.length });
    res.end(answer.body);
  });
}
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
