import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { createPino, PinoLoggerService, requestContext, scrubText } from './logger.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('JSON logger', () => {
  it('redacts secret fields at any depth', () => {
    const { lines, stream } = capture();
    const logger = createPino('info', stream as never);
    logger.info({ password: 'Hunter#22', body: { code: '123456', user: { newPassword: 'X#y12345' } }, headers: { cookie: 'mercato.sid=s:abc', authorization: 'Bearer t' } }, 'hello');
    const text = JSON.stringify(lines);
    for (const secret of ['Hunter#22', '123456', 'X#y12345', 'mercato.sid', 'Bearer t']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'hello', password: '[Redacted]' });
  });

  it('scrubs credentials and codes out of free text', () => {
    expect(scrubText('connect postgres://app:s3cret@db:5432/shop failed')).toBe('connect postgres://app:[Redacted]@db:5432/shop failed');
    expect(scrubText('GET /x?code=123456&lang=fr')).toBe('GET /x?code=[Redacted]&lang=fr');
  });

  it("writes Nest's messages with their context and the current request's id", () => {
    const { lines, stream } = capture();
    const service = new PinoLoggerService(createPino('info', stream as never));
    requestContext.run({ requestId: 'req-42' }, () => service.warn('careful', 'Mail'));
    service.log('module ready', 'InstanceLoader'); // Nest's start-up inventory is debug
    service.error('boom', 'Error: boom\n    at x (y.js:1:1)', 'Errors');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'careful', context: 'Mail', requestId: 'req-42' }),
      expect.objectContaining({ level: 'error', msg: 'boom', context: 'Errors', stack: expect.stringContaining('at x') }),
    ]);
  });
});
