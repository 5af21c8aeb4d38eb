/**
 * A real SMTP server for the browser tests. The app sends to it (SMTP_URL); tests read what arrived
 * over HTTP: GET /messages?to=<address> → [{to, subject, text, html, links}] (newest last).
 */
const http = require('node:http');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

function startMailCatcher({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = mail.text ?? '';
          const html = typeof mail.html === 'string' ? mail.html : '';
          const links = [
            ...new Set([...(text + ' ' + html).matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0])),
          ];
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text,
            html,
            links,
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');

  const api = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const found = messages.filter((message) => !to || message.to.includes(to));
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(found));
  });
  api.listen(httpPort, '127.0.0.1');
  return { close: () => (smtp.close(), api.close()) };
}

module.exports = { startMailCatcher };
