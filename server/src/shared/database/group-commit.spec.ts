import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('answers each item its own result, from one statement for the items that came together', async () => {
    const statements: number[][] = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        statements.push(items);
        return items.map((item) => item * 10);
      },
      { lingerMs: 5, maxPerStatement: 100 },
    );
    expect(await Promise.all([commit.add(1), commit.add(2), commit.add(3)])).toEqual([10, 20, 30]);
    expect(statements).toEqual([[1, 2, 3]]);
  });

  it('fails every item of a failed statement, and the next statement goes on', async () => {
    let calls = 0;
    const commit = new GroupCommit<number, number>(
      async (items) => {
        if (++calls === 1) throw new Error('database gone');
        return items;
      },
      { lingerMs: 1, maxPerStatement: 2 },
    );
    const answers = await Promise.allSettled([commit.add(1), commit.add(2), commit.add(3)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    await commit.settled();
  });
});
