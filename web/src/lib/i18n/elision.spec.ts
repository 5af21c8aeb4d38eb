import { describe, expect, it } from 'vitest';
import { elide } from './elision';

describe('elide', () => {
  it.each([
    ['Alex', "d'Alex"],
    ['Hugo', "d'Hugo"],
    ['Élodie', "d'Élodie"],
    ['Yves', "d'Yves"],
    ['Yvonne', "d'Yvonne"],
    ['Yasmine', 'de Yasmine'],
    ['Yann', 'de Yann'],
    ['Yéléna', 'de Yéléna'],
    ['émilie', "d'émilie"],
    ['Œdipe', "d'Œdipe"],
    ['Marie', 'de Marie'],
    ['Kindred', 'de Kindred'],
    ['', 'de '],
  ])('de + %s → %s', (value, expected) => {
    expect(elide('de', value)).toBe(expected);
  });

  it('elides que the same way', () => {
    expect(elide('que', 'Amourly')).toBe("qu'Amourly");
    expect(elide('que', 'Kindred')).toBe('que Kindred');
  });
});
