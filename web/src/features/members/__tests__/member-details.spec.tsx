import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberDetails } from '../components/member-details';
import { EMPTY_SITE } from '../lib/site';
import { memberFixture, renderMember } from './render-member';

const details = (name: string) => (
  <MemberDetails member={memberFixture({ name })} interests={[]} site={EMPTY_SITE} />
);

describe('MemberDetails in French', () => {
  it('elides "de" before a name with a vowel: "À propos d\'Alex"', async () => {
    await renderMember(details('Alex'), { handler: () => undefined, language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent("À propos d'Alex");
  });

  it('keeps "de" before a consonant: "À propos de Marie"', async () => {
    await renderMember(details('Marie'), { handler: () => undefined, language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('À propos de Marie');
  });
});
