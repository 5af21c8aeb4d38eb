import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { csvLine } from './csv';
import type { AdminListExport } from './list-export';

const logger = new Logger('CsvExport');

/**
 * Streams an export as a CSV download: a header line of `columns`, then one line per row, a batch at a
 * time, waiting while the client is slower than the database (nothing piles up in memory). The first
 * batch is read before anything is sent, so a failure to start still answers an ordinary error; a failure
 * later cuts the download short (the status has been sent). A client that goes away stops the reading.
 */
export async function streamCsv<Row>(
  response: Response,
  fileName: string,
  columns: readonly (keyof Row & string)[],
  rows: AdminListExport<Row>,
): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
  let next = await iterator.next();
  let closed = false;
  response.on('close', () => (closed = true));

  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  try {
    await write(response, csvLine(columns), () => closed);
    while (!next.done && !closed) {
      await write(
        response,
        next.value.map((row) => csvLine(columns.map((column) => row[column]))).join(''),
        () => closed,
      );
      if (closed) break;
      next = await iterator.next();
    }
    if (!closed) response.end();
  } catch (error) {
    logger.error(`export ${fileName} cut short: ${(error as Error).message}`);
    response.destroy(error as Error);
  } finally {
    if (!next.done) await iterator.return?.();
  }
}

/** Writes `chunk`, then waits until the socket wants more (or the client has gone). */
function write(response: Response, chunk: string, isClosed: () => boolean): Promise<void> {
  if (response.write(chunk) || isClosed()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}
