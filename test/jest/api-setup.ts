// API tests boot the whole app on a fresh database: give hooks time for migrations and connections.
jest.setTimeout(60_000);
