import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { jsonAnswer, sendJson, sendJsonText } from './json-answer.js';

/** A page whose text needs every UTF-8 width: accents (2 bytes), the euro sign (3), an emoji (4). */
const page = { success: true, items: [{ name: 'Rösti à la crème', price: '€ 4.50', note: 'Käse 🧀' }, { name: 'Gnocchi' }], page: 1, total: 2 };

function app(): express.Express {
  const app = express();
  app.get('/json', (_req, res) => {
    res.json(page);
  });
  app.get('/parts', (_req, res) => {
    sendJsonText(res, '{"success":true,"items":', JSON.stringify(page.items), `,"page":${page.page},"total":${page.total}}`);
  });
  app.get('/one', (_req, res) => {
    sendJsonText(res, JSON.stringify(page));
  });
  const kept = jsonAnswer(page);
  app.get('/kept', (_req, res) => {
    sendJson(res, kept);
  });
  return app;
}

describe('JSON answers sent from text or kept bytes', () => {
  it('send the bytes, Content-Type, Content-Length and ETag that res.json sends', async () => {
    const server = app();
    const reference = await request(server).get('/json');
    expect(reference.status).toBe(200);
    for (const path of ['/parts', '/one', '/kept', '/kept']) {
      const answer = await request(server).get(path).buffer(true);
      expect(answer.status).toBe(200);
      expect(Buffer.compare(Buffer.from(answer.text, 'utf8'), Buffer.from(reference.text, 'utf8'))).toBe(0);
      expect(answer.headers['content-type']).toBe(reference.headers['content-type']);
      expect(answer.headers['content-length']).toBe(reference.headers['content-length']);
      expect(answer.headers['etag']).toBe(reference.headers['etag']);
    }
  });

  it('answer 304 without a body when the client already has those bytes', async () => {
    const server = app();
    const { headers } = await request(server).get('/json');
    const again = await request(server).get('/parts').set('If-None-Match', headers['etag'] as string);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
