import { join } from 'node:path';
import { LOCALES, translate } from '../i18n/messages';
import { type MailBrand, MailTemplates, siteLinkBase } from './mail-templates';

const brand: MailBrand = {
  siteName: 'Kindred <Test>',
  siteUrl: 'https://kindred.example',
  supportEmail: 'help@kindred.example',
  company: {
    name: 'Kindred B.V.',
    address: 'Keizersgracht 1',
    city: 'Amsterdam',
    country: 'Netherlands',
    kvk: '12345678',
    vat_numbers: ['NL123456789B01'],
    support_phone: '+31 20 123 4567',
  },
};

const notifications = new MailTemplates(join(__dirname, '../../notifications/mail/templates'));
const account = new MailTemplates(join(__dirname, '../../identity/mail/templates'));

describe('mail templates', () => {
  it.each(LOCALES)('renders every notification mail in %s without a placeholder left', (language) => {
    const cases: [string, Record<string, unknown>][] = [
      [
        'likes',
        {
          likes: [
            { name: 'Lena', match: false },
            { name: 'Mia', match: true },
          ],
        },
      ],
      ['chat-messages', { newConversations: true, senders: [{ name: 'Ben', count: 2 }] }],
      ['chat-messages', { newConversations: false, senders: [{ name: 'Ben', count: 2 }] }],
      ['announcement', { texts: { en: { subject: 'News', body: 'Body' } } }],
      ['data-export-ready', { name: 'Anna', days: 3, downloadPath: '/settings?export=1' }],
    ];
    for (const [template, params] of cases) {
      const mail = notifications.render(template, {
        language,
        brand,
        params: { siteUrl: brand.siteUrl, ...params },
        footerKey: 'notificationMail.footer',
        unsubscribeUrl: 'https://kindred.example/api/unsubscribe.php?t=1.like.x',
        settingsUrl: 'https://kindred.example/notifications',
      });
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}|undefined/);
      expect(mail.subject).not.toContain('\n');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).toContain('https://kindred.example/api/unsubscribe.php?t=1.like.x');
      expect(mail.text).toContain(
        `Kindred B.V. · Keizersgracht 1, Amsterdam · Netherlands · ${translate(language, 'mail.company.kvk', { number: '12345678' })}`,
      );
      expect(mail.text).toContain('12345678');
    }
  });

  it('counts the days and hours of a mail in its language: "1 day", Polish "2 dni", "w ciągu 2 godzin"', () => {
    const exportReady = (language: string, days: number) =>
      notifications.render('data-export-ready', {
        language,
        brand,
        params: { siteUrl: brand.siteUrl, name: 'Anna', days, downloadPath: '/settings?export=1' },
      }).text;
    expect(exportReady('en', 1)).toContain('The download works for 1 day, once you are logged in.');
    expect(exportReady('pl', 1)).toContain('Pobieranie działa przez 1 dzień, po zalogowaniu.');
    expect(exportReady('pl', 2)).toContain('Pobieranie działa przez 2 dni, po zalogowaniu.');
    const reset = account.render('account', {
      language: 'pl',
      brand,
      params: {
        name: 'Ania',
        link: 'https://kindred.example/r',
        count: 2,
        subjectKey: 'mail.reset.subject',
        bodyKey: 'mail.reset.body',
      },
    });
    expect(reset.text).toContain('otwórz ten link w ciągu 2 godzin:');
  });

  it('escapes what members and operators wrote in HTML, not in text', () => {
    const mail = notifications.render('likes', {
      language: 'en',
      brand,
      params: { siteUrl: brand.siteUrl, likes: [{ name: '<b>Lena</b>', match: false }] },
    });
    expect(mail.html).toContain('&lt;b&gt;Lena&lt;/b&gt; likes you.');
    expect(mail.html).toContain('Kindred &lt;Test&gt;');
    expect(mail.text).toContain('<b>Lena</b> likes you.');
    expect(mail.subject).toBe('Someone likes you on Kindred <Test>');
  });

  it('keeps an account mail’s text first, its link the first link, and makes links clickable in HTML', () => {
    const link = 'https://kindred.example/api/activate.php?token=abc';
    const mail = account.render('account', {
      language: 'de',
      brand,
      params: {
        name: 'Anna',
        link,
        subjectKey: 'mail.activation.subject',
        bodyKey: 'mail.activation.body',
      },
    });
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Kindred <Test>');
    expect(mail.text.startsWith('Hallo Anna,')).toBe(true);
    expect(/https?:\/\/\S+/.exec(mail.text)![0]).toBe(link);
    expect(mail.text).toContain('Du erhältst diese E-Mail, weil du ein Konto bei Kindred <Test> hast.');
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).not.toContain('unsubscribe');
  });

  it('refuses template names that are not plain names', () => {
    expect(() => notifications.render('../x', { language: 'en', brand, params: {} })).toThrow(/Invalid/);
  });

  it('links to the member’s own site', () => {
    expect(siteLinkBase('http://localhost:3000', 'de.kindred.test')).toBe('http://localhost:3000');
    expect(siteLinkBase('https://kindred.example', 'kindred.example')).toBe('https://kindred.example');
    expect(siteLinkBase('https://kindred.example', 'de.kindred.test')).toBe('https://de.kindred.test');
  });
});
