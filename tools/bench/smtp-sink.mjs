/**
 * An SMTP server that accepts every mail and forgets it, for `npm run bench`: the worker
 * delivers the order mails over SMTP as in production, to a catcher that costs next to nothing.
 * Prints its port on the first line of stdout; the number of mails received on SIGTERM (stderr).
 */
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      done();
    });
  },
});
server.listen(0, '127.0.0.1', () => console.log(server.server.address().port));
process.on('SIGTERM', () => {
  console.error(`smtp sink: ${received} mails received`);
  server.close(() => process.exit(0));
});
