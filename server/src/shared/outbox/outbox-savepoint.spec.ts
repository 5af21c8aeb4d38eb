import type { EntityManager } from 'typeorm';
import { lazySavepoint } from './outbox';

function fakeManager() {
  const sent: string[] = [];
  const connection = { query: jest.fn(async (text: string) => sent.push(text)) };
  const manager = {
    queryRunner: { databaseConnection: connection },
    query: jest.fn(async (text: string) => connection.query(text)),
  };
  return { manager: manager as unknown as EntityManager, sent };
}

describe('lazySavepoint', () => {
  it('sets no savepoint for a handler that never takes the transaction', () => {
    const { manager, sent } = fakeManager();
    const savepoint = lazySavepoint(manager);
    const { eventId } = savepoint.delivery('7');
    expect(eventId).toBe('7');
    expect(savepoint.taken).toBe(false);
    expect(sent).toEqual([]);
  });

  it('queues the savepoint on the connection, once, before what the handler runs through it', async () => {
    const { manager, sent } = fakeManager();
    const savepoint = lazySavepoint(manager);
    const delivery = savepoint.delivery('7');
    const first = delivery.manager.query('INSERT 1');
    const second = delivery.manager.query('INSERT 2');
    await Promise.all([first, second]);
    expect(savepoint.taken).toBe(true);
    expect(sent).toEqual(['SAVEPOINT outbox_delivery', 'INSERT 1', 'INSERT 2']);
  });
});
