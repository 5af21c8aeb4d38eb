import { fireEvent, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatFooter, type ChatFooterProps } from '../components/chat-footer';
import { renderChats } from './render-chats';

function Footer(props: Partial<ChatFooterProps>) {
  const [text, setText] = useState('');
  return (
    <ChatFooter
      name="Anna"
      maxLength={1000}
      text={text}
      onTextChange={setText}
      onSendText={vi.fn()}
      onPhotoFiles={vi.fn()}
      onOpenGifts={vi.fn()}
      onOpenIdeas={vi.fn()}
      onTyping={vi.fn()}
      textareaRef={createRef<HTMLTextAreaElement>()}
      {...props}
    />
  );
}

const more = () => screen.getByRole('button', { name: 'More options' });

describe('chat footer', () => {
  it('folds the tools behind one "more" disclosure that a phone shows and typing folds again', async () => {
    const onOpenGifts = vi.fn();
    await renderChats(<Footer onOpenGifts={onOpenGifts} />, { handler: () => undefined });
    const tools = screen.getByRole('button', { name: 'Send a photo' }).parentElement!;
    // the disclosure names what it shows (the CSS hides the folded tools on a phone only)
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    expect(more()).toHaveAttribute('aria-controls', tools.id);
    expect(tools).toContainElement(screen.getByRole('button', { name: 'Send a gift' }));
    expect(tools).toContainElement(screen.getByRole('button', { name: 'Ideas for a first message' }));
    expect(screen.getByRole('form', { name: 'Write to Anna' })).not.toHaveClass('chat-footer--tools-open');

    fireEvent.click(more());
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Write to Anna' })).toHaveClass('chat-footer--tools-open');
    // in the keyboard order the tools follow the button that showed them, before the field
    const order = [...document.querySelectorAll('button, textarea')].map(
      (element) => element.getAttribute('aria-label') ?? element.tagName,
    );
    expect(order).toEqual([
      'More options',
      'Send a photo',
      'Send a gift',
      'Ideas for a first message',
      'TEXTAREA',
      'Send',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    expect(onOpenGifts).toHaveBeenCalledTimes(1);
    // the tools stay open after a use (a closing dialog gives the focus back to its tool) ...
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    // ... and fold once the member writes
    fireEvent.change(screen.getByLabelText('Your message to Anna'), { target: { value: 'Hi' } });
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more());
    fireEvent.click(more());
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });
});
