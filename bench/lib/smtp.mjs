// An SMTP server on loopback for the benchmarks that only counts what it is handed: by
// Message-ID, and by envelope sender (each server instance of a benchmark mails as its own
// MAIL_FROM, so the count tells which instance handed over which mail). Hand-written rather than
// the smtp-server package the tests use: that one waits 100 ms before every greeting (its
// early-talker check), and the mail worker opens a connection per mail, so it would time that
// wait and not the workers.
import { createServer } from 'node:net';

/**
 * Starts the server on a free loopback port. `byMessageId`: how often each Message-ID arrived;
 * `deliveries`: every arrival in order, `{ messageId, from, at }` (`at` from `performance.now()`);
 * `withoutId()`: arrivals that carried no Message-ID.
 */
export async function countingSmtpServer() {
  const byMessageId = new Map();
  const deliveries = [];
  let withoutId = 0;
  const sockets = new Set();
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let from;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    socket.write('220 bench ESMTP\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const messageId = /^message-id:\s*(<[^>\r\n]+>)/im.exec(buffer.slice(0, end))?.[1];
          if (messageId) {
            byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
            deliveries.push({ messageId, from, at: performance.now() });
          } else {
            withoutId += 1;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        const verb = line.split(' ')[0].toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else {
          if (verb === 'MAIL') from = /<([^>]*)>/.exec(line)?.[1];
          socket.write(verb === 'EHLO' ? '250 bench\r\n' : '250 OK\r\n');
        }
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    byMessageId,
    deliveries,
    withoutId: () => withoutId,
    /** Every arrival, counted once per copy. */
    received: () => deliveries.length + withoutId,
    stop: () =>
      new Promise((resolve) => {
        // A sender killed mid-conversation may leave its socket open; close() would wait for it.
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}
