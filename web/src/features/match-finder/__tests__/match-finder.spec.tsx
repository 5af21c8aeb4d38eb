import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { MatchFinder } from '../components/match-finder';

async function renderFinder() {
  const onDone = vi.fn();
  await renderFeature(<MatchFinder routeName="match-finder" onDone={onDone} />, {
    path: '/match-finder',
    pattern: '/match-finder',
    namespace: 'finder',
    handler: () => undefined,
  });
  await screen.findByRole('heading', { level: 1, name: 'Match finder' });
  return onDone;
}

const progress = () => screen.getByRole('progressbar', { name: 'Progress' });

describe('MatchFinder', () => {
  it('asks the three questions one at a time and ends on the search with the answers', async () => {
    const onDone = await renderFinder();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How old should your match be?' }),
    ).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', 'Question 1 of 3');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '18 to 35' }));
    const second = screen.getByRole('heading', { level: 2, name: 'Which look do you like?' });
    await waitFor(() => expect(second).toHaveFocus());
    expect(progress()).toHaveAttribute('aria-valuenow', '2');

    // back keeps the answer given, shown as pressed
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '18 to 35' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '35+' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sexy' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Which race are you looking for?' }),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'White' }));
    expect(onDone).toHaveBeenCalledWith('/members?min_age=35&max_age=99&appearance=sexy&ethnicity=white');
  });

  it('keeps the keyboard in step: the next question takes the focus, the choices are buttons', async () => {
    await renderFinder();
    const choices = screen.getAllByRole('button');
    // native buttons: Tab reaches them, Enter and Space answer (the browser test presses them)
    expect(choices.map((choice) => choice.tagName)).toEqual(['BUTTON', 'BUTTON']);
    fireEvent.click(choices[1]!);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Which look do you like?' })).toHaveFocus(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'How old should your match be?' })).toHaveFocus(),
    );
  });
});
