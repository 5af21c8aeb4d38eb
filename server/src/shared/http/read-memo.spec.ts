import type { Request, Response } from 'express';
import { readMemoMiddleware, rememberForRequest, takeFromRequest } from './read-memo';

function inRequest<T>(method: string, work: () => T): T {
  let result: T | undefined;
  readMemoMiddleware({ method } as Request, {} as Response, () => {
    result = work();
  });
  return result as T;
}

describe('read memo', () => {
  it('hands a row remembered in a GET request out once, in that request only', () => {
    const taken = inRequest('GET', () => {
      rememberForRequest('account:1', { id: 1 });
      return [takeFromRequest('account:1'), takeFromRequest('account:1')];
    });
    expect(taken).toEqual([{ id: 1 }, undefined]);
    expect(inRequest('GET', () => takeFromRequest('account:1'))).toBeUndefined();
  });

  it('remembers nothing in a request that may write', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(
        inRequest(method, () => {
          rememberForRequest('account:1', { id: 1 });
          return takeFromRequest('account:1');
        }),
      ).toBeUndefined();
    }
  });
});
