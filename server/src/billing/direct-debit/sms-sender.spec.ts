import { smsLogLine } from './sms-sender';

describe('smsLogLine', () => {
  const text = 'Kindred: your code is 123456';

  it('never writes the text (and its code) to the production log', () => {
    const line = smsLogLine('production', '+31612345678', text);
    expect(line).not.toContain('123456');
    expect(line).not.toContain('+31612345678');
  });

  it('shows the text in development and tests', () => {
    expect(smsLogLine('development', '+31612345678', text)).toContain('123456');
    expect(smsLogLine('test', '+31612345678', text)).not.toContain('+31612345678');
  });
});
