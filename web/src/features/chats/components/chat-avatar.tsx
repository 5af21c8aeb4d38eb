import { PhotoOrInitial } from '../../../components/ui/photo-or-initial';
import type { ChatProfile } from '../api/types';
import './chat-avatar.css';

/** The round photo of the other member (their initial without one), with a dot while online. */
export function ChatAvatar({ profile, size = 'md' }: { profile: ChatProfile; size?: 'sm' | 'md' }) {
  return (
    <span className={`chat-avatar chat-avatar--${size}`}>
      <PhotoOrInitial
        src={profile.main_image?.match}
        name={profile.name}
        initialClassName="chat-avatar__initial"
      />
      {profile.online ? <span className="chat-avatar__online" aria-hidden="true" /> : null}
    </span>
  );
}
