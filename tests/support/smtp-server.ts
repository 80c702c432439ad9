/**
 * A minimal SMTP server on 127.0.0.1 for tests: it speaks the real protocol (greeting, EHLO, MAIL FROM, RCPT TO,
 * DATA with dot-unstuffing, RSET, QUIT), so the nodemailer adapter is exercised end to end without a mock.
 * `rejectRecipients` makes RCPT TO fail with 550, to test delivery failures.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME body) as received after DATA. */
  raw: string;
}

export interface LocalSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  rejectRecipients: boolean;
  /** Resolves once `count` messages have arrived (mail sent after an HTTP answer arrives a little later). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const sockets = new Set<Socket>();
  const state: LocalSmtpServer = {
    port: 0,
    url: '',
    messages: [],
    rejectRecipients: false,
    async waitForMessages(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (state.messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} SMTP messages, got ${state.messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return state.messages;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const handleLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          state.messages.push({ ...envelope, raw: dataLines.join('\r\n') });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 Ok: queued');
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO') reply('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (command === 'HELO') reply('250 localhost');
      else if (command === 'MAIL') {
        envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 Ok');
      } else if (command === 'RCPT') {
        if (state.rejectRecipients) reply('550 5.1.1 Mailbox unavailable');
        else {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        }
      } else if (command === 'DATA') {
        inData = true;
        dataLines = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 2.0.0 Ok');
      } else if (command === 'NOOP') reply('250 2.0.0 Ok');
      else if (command === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not recognized');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let index = buffer.indexOf('\r\n'); index >= 0; index = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        handleLine(line);
      }
    });
    reply('220 localhost ESMTP test server');
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.port = (server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** A header of a raw message, unfolded and decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/, 1)[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeHeader(line.slice(name.length + 1).trim());
}

/** The decoded body of the first MIME part of `contentType` (quoted-printable or base64), with \n line ends. */
export function mimePart(raw: string, contentType: string): string | undefined {
  const decoded = decodePart(raw, contentType);
  return decoded?.replace(/\r\n/g, '\n');
}

function decodePart(raw: string, contentType: string): string | undefined {
  const parts = raw.split(/\r\n--[^\r\n]+/);
  const part = parts.find((candidate) => new RegExp(`content-type:\\s*${contentType}`, 'i').test(candidate));
  if (!part) return undefined;
  const [headers, ...bodyParts] = part.split(/\r\n\r\n/);
  const body = bodyParts.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*base64/i.test(headers!)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers!)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
