import { INVALID } from '../../shared/admin-input/field-rules';
import { notesIn, profileNotes } from './profile-notes';

describe('profile notes in each language', () => {
  const notes = {
    about: { en: 'Checked by our moderators', de: 'Von unserem Team geprüft' },
    interests: { en: 'Chosen from our list' },
  };

  it('gives each note in the language asked for, else in English', () => {
    expect(notesIn(notes, 'de')).toEqual({
      about: 'Von unserem Team geprüft',
      interests: 'Chosen from our list',
    });
    expect(notesIn(notes, 'pl')).toEqual({
      about: 'Checked by our moderators',
      interests: 'Chosen from our list',
    });
    expect(notesIn(notes, 'en')).toEqual({
      about: 'Checked by our moderators',
      interests: 'Chosen from our list',
    });
    expect(notesIn({}, 'fr')).toEqual({});
  });

  it('reads the console’s notes: trimmed, emptied languages and notes dropped', () => {
    expect(
      profileNotes({
        about: { en: ' Checked ', de: 'Geprüft', fr: '', it: null, nl: '  ' },
        body_type: { en: '', de: null },
      }),
    ).toEqual({ about: { en: 'Checked', de: 'Geprüft' } });
    expect(profileNotes({})).toEqual({});
    expect(profileNotes({ about: { en: 'x'.repeat(500), pl: 'ż'.repeat(500) } })).toEqual({
      about: { en: 'x'.repeat(500), pl: 'ż'.repeat(500) },
    });
  });

  it.each([
    ['a single text (the old shape)', { about: 'Checked' }],
    ['no English text', { about: { de: 'Geprüft' } }],
    ['an unknown language', { about: { en: 'Checked', pt: 'Verificado' } }],
    ['a text over 500 characters', { about: { en: 'Checked', de: 'x'.repeat(501) } }],
    ['a text that is no string', { about: { en: 5 } }],
    ['a list of texts', { about: ['Checked'] }],
    ['a field that is no lower-case name', { About: { en: 'Checked' } }],
    [
      'more than 20 notes',
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`field_${'x'.repeat(i)}`, { en: 'n' }])),
    ],
    ['no object', 'Checked'],
    ['null', null],
    ['a list', []],
  ])('refuses %s', (_, value) => {
    expect(profileNotes(value)).toBe(INVALID);
  });
});
