/**
 * The bench's floor: a bare Express app answering JSON of about the size of a logged-out user.php, in
 * a process of its own (so the load generator never shares its event loop). Prints its port.
 */
const express = require('express');

const app = express();
app.get('/bare', (_request, response) => response.json({ user: null, settings: { ok: true } }));
const server = app.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
