import { INVALID } from '../../shared/admin-input/field-rules';
import { localisedText, textIn } from './localised-text';

describe('a site text in each language', () => {
  const title = { en: 'Meet singles near you', de: 'Singles in deiner Nähe' };

  it('gives the text in the language asked for, else the English one', () => {
    expect(textIn(title, 'de')).toBe('Singles in deiner Nähe');
    expect(textIn(title, 'pl')).toBe('Meet singles near you');
    expect(textIn(title, 'en')).toBe('Meet singles near you');
    expect(textIn({ en: '' }, 'fr')).toBe('');
  });

  it('reads the console’s texts: trimmed, emptied languages dropped, none at all is an empty setting', () => {
    const rule = localisedText(20);
    expect(rule({ en: ' Meet ', de: 'Treffen', fr: '', it: null, nl: '  ' })).toEqual({
      en: 'Meet',
      de: 'Treffen',
    });
    expect(rule({})).toEqual({ en: '' });
    expect(rule({ en: '', pl: null })).toEqual({ en: '' });
  });

  it.each([
    ['one text for every language', 'Meet singles'],
    ['no English', { de: 'Treffen' }],
    ['an empty English beside a German one', { en: ' ', de: 'Treffen' }],
    ['an unknown language', { en: 'Meet', pt: 'Encontrar' }],
    ['a text too long', { en: 'x'.repeat(21) }],
    ['a text that is no text', { en: ['Meet'] }],
    ['a list', [{ en: 'Meet' }]],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(localisedText(20)(value)).toBe(INVALID);
  });
});
