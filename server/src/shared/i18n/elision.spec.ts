import { elide } from './elision';

describe('French elision', () => {
  it.each([
    ['Alex', "d'Alex"],
    ['Hugo', "d'Hugo"],
    ['Élodie', "d'Élodie"],
    ['Yves', "d'Yves"],
    ['Yasmine', 'de Yasmine'],
    ['Yann', 'de Yann'],
    ['Marie', 'de Marie'],
    ['Kindred', 'de Kindred'],
  ])('de + %s → %s', (value, expected) => {
    expect(elide('de', value)).toBe(expected);
  });

  it('elides que the same way', () => {
    expect(elide('que', 'Amourly')).toBe("qu'Amourly");
    expect(elide('que', 'Kindred')).toBe('que Kindred');
  });
});
