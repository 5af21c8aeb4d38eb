import type { Queue } from 'bull';
import { SendAnnouncementCommand } from '../../notifications.contracts';
import { SendAnnouncementHandler } from './send-announcement.handler';

function setup() {
  const add = jest.fn(async () => ({ id: 'job' }));
  return { add, handler: new SendAnnouncementHandler({ add } as unknown as Queue) };
}

const en = { subject: 'News', body: 'Something new.' };

describe('SendAnnouncementHandler', () => {
  it('queues one job per type and campaign', async () => {
    const { add, handler } = setup();
    const texts = { en, de: { subject: 'Neues', body: 'Etwas Neues.' } };
    await expect(
      handler.execute(new SendAnnouncementCommand('news', 'winter-2026', 3, texts)),
    ).resolves.toEqual({
      jobId: 'announcement:news:winter-2026',
    });
    expect(add).toHaveBeenCalledWith(
      'announcement',
      { type: 'news', campaign: 'winter-2026', siteId: 3, texts },
      { jobId: 'announcement:news:winter-2026' },
    );
  });

  it.each([
    ['a campaign name with other characters', 'winter 2026', { en }],
    ['an empty campaign name', '', { en }],
    ['no English text', 'x', { de: en } as unknown as { en: typeof en }],
    ['an empty English subject', 'x', { en: { subject: ' ', body: 'b' } }],
    ['a text that is no text', 'x', { en, fr: { subject: 1, body: 'b' } } as unknown as { en: typeof en }],
  ])('refuses %s with a 400', async (_, campaign, texts) => {
    const { add, handler } = setup();
    await expect(
      handler.execute(new SendAnnouncementCommand('promotions', campaign, null, texts)),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(add).not.toHaveBeenCalled();
  });
});
