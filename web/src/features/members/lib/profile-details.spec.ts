import { describe, expect, it } from 'vitest';
import { aboutOf, interestNames, presentDetails } from './profile-details';

describe('presentDetails', () => {
  it('lists only the details the server sent, in a fixed order', () => {
    expect(
      presentDetails({
        gender: 'male',
        hair_color: 'brown',
        eye_color: null,
        relationship_status: 'single',
      }),
    ).toEqual([
      { field: 'relationship_status', value: 'single' },
      { field: 'hair_color', value: 'brown' },
    ]);
  });

  it('asks for the female form of gendered details of a woman', () => {
    expect(presentDetails({ gender: 'female', body_type: 'slim', eye_color: 'blue' })).toEqual([
      { field: 'body_type', value: 'slim', context: 'female' },
      { field: 'eye_color', value: 'blue' },
    ]);
  });

  it('is empty when the site shows no details', () => {
    expect(presentDetails({ gender: 'female' })).toEqual([]);
  });
});

describe('interestNames', () => {
  const interests = [
    { id: 1, name: 'Travel' },
    { id: 2, name: 'Coffee' },
    { id: 3, name: 'Music' },
  ];

  it('names the member’s interests in their order and skips unknown ids', () => {
    expect(interestNames([3, 9, 1], interests)).toEqual(['Music', 'Travel']);
  });

  it('is empty without interests', () => {
    expect(interestNames(undefined, interests)).toEqual([]);
    expect(interestNames([], interests)).toEqual([]);
  });
});

describe('aboutOf', () => {
  it('trims the text and drops an empty one', () => {
    expect(aboutOf({ about: '  Hi there ' })).toBe('Hi there');
    expect(aboutOf({ about: '   ' })).toBeNull();
    expect(aboutOf({})).toBeNull();
  });
});
