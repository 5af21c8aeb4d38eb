/**
 * A lean HTTP/1.1 client for the fixed-rate sections: node:http on keep-alive sockets. fetch (undici)
 * cost the bench about 0.9 ms of CPU a message on a 2-core machine, CPU the server under test then lacked;
 * this client spends far less on each call. Answers the status and the body as text.
 */
const http = require('node:http');

/**
 * An idle socket is closed after 3 s, before any server's keep-alive timeout (the app's is 65 s, the bare
 * baseline's Node's 5 s): else a send after the baseline's pause could go out on a socket the server is
 * closing (ECONNRESET). Node applies a server's `Keep-Alive: timeout` hint only when the agent has a
 * timeout of its own.
 */
const agent = new http.Agent({ keepAlive: true, timeout: 3000, maxSockets: 512, scheduling: 'lifo' });

function lightRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

module.exports = { lightRequest };
