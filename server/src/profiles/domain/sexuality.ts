export type Gender = 'male' | 'female';
export type Seeking = 'male' | 'female' | 'both';
export type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

/** A member's sexuality follows from who they are and whom they look for. */
export function sexualityOf(gender: Gender, seeking: Seeking): Sexuality {
  if (seeking === 'both') return 'bi';
  if (seeking !== gender) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}
