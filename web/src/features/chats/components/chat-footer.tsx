import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { CHAT_PHOTO_TYPES } from '../lib/chat-photo-files';

export interface ChatFooterProps {
  name: string;
  /** the site setting message_length */
  maxLength: number;
  text: string;
  onTextChange: (text: string) => void;
  onSendText: (text: string) => void;
  /** files chosen or pasted: the first photo among them is sent (after a check), else the member is told */
  onPhotoFiles: (files: ArrayLike<File>) => void;
  onOpenGifts: () => void;
  /** the icebreakers, offered while the conversation has no message yet */
  onOpenIdeas?: () => void;
  /** the member typed (the typing indicator of the other member) */
  onTyping: () => void;
  /** the message field (focused again after a send, filled by an icebreaker) */
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}

/**
 * The footer of a chat: the message with its character count against message_length, Enter sends and
 * Shift+Enter starts a new line; a photo (chosen, or pasted into the field) and a gift can be sent too.
 * On a phone the tools fold behind one "more" button (a disclosure that shows them in a row above the
 * field), so the field gets the width; typing folds them again. Wider screens show them beside the field.
 */
export function ChatFooter({
  name,
  maxLength,
  text,
  onTextChange,
  onSendText,
  onPhotoFiles,
  onOpenGifts,
  onOpenIdeas,
  onTyping,
  textareaRef,
}: ChatFooterProps) {
  const { t } = useTranslation('chats');
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [toolsOpen, setToolsOpen] = useState(false);
  const length = [...text].length;
  // as the server counts: characters (not UTF-16 units) of the trimmed text
  const tooLong = [...text.trim()].length > maxLength;
  const empty = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || tooLong) return;
    onSendText(text.trim());
    // a click on Send (disabled once the field is empty) would leave the focus nowhere
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={toolsOpen ? 'chat-footer chat-footer--tools-open' : 'chat-footer'}
      onSubmit={submit}
      aria-label={t('footer.label', { name })}
    >
      <button
        type="button"
        className="round-button chat-footer__tool chat-footer__more"
        aria-label={t('footer.more')}
        title={t('footer.more')}
        aria-expanded={toolsOpen}
        aria-controls={`${id}-tools`}
        onClick={() => setToolsOpen((open) => !open)}
      >
        <Icon name="plus" className="chat-footer__more-icon" />
      </button>
      <div className="chat-footer__tools" id={`${id}-tools`}>
        <button
          type="button"
          className="round-button chat-footer__tool"
          aria-label={t('footer.photo')}
          title={t('footer.photo')}
          onClick={() => fileRef.current?.click()}
        >
          <Icon name="camera" />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_PHOTO_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('footer.photo')}
          data-testid="chat-photo-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onPhotoFiles(files);
          }}
        />
        <button
          type="button"
          className="round-button chat-footer__tool"
          aria-label={t('footer.gift')}
          title={t('footer.gift')}
          onClick={onOpenGifts}
        >
          <Icon name="gift" />
        </button>
        {onOpenIdeas ? (
          <button
            type="button"
            className="round-button chat-footer__tool"
            aria-label={t('footer.ideas')}
            title={t('footer.ideas')}
            onClick={onOpenIdeas}
          >
            <Icon name="bulb" />
          </button>
        ) : null}
      </div>
      <div className="chat-footer__field">
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('footer.message', { name })}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textareaRef}
          className="chat-footer__input"
          rows={1}
          value={text}
          placeholder={t('footer.placeholder')}
          aria-describedby={`${id}-count`}
          aria-invalid={tooLong || undefined}
          enterKeyHint="send"
          onChange={(event) => {
            onTextChange(event.target.value);
            if (event.target.value) {
              onTyping();
              // typing folds the tools away on a phone: the field is what the member uses now
              setToolsOpen(false);
            }
          }}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            // a photo pasted from the clipboard goes the way a chosen one does: shown, priced, then sent;
            // text stays text, also from an office program that puts a picture of it beside it
            const files = event.clipboardData?.files;
            if (!files?.length || event.clipboardData.getData('text/plain')) return;
            event.preventDefault();
            onPhotoFiles(files);
          }}
        />
        <span
          id={`${id}-count`}
          className={tooLong ? 'chat-footer__count chat-footer__count--over' : 'chat-footer__count'}
          data-testid="chat-count"
        >
          {tooLong
            ? t('footer.tooLong', { count: length, max: maxLength })
            : t('footer.count', { count: length, max: maxLength })}
        </span>
      </div>
      <button
        type="submit"
        className="btn btn--primary chat-footer__send"
        disabled={empty || tooLong}
        aria-label={t('footer.send')}
      >
        <Icon name="send" className="chat-footer__send-icon" />
        <span className="chat-footer__send-label">{t('footer.send')}</span>
      </button>
    </form>
  );
}
