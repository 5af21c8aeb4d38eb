import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/icon';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { Logo } from '../../../components/ui/logo';
import { formatBadge } from '../../../lib/format-badge';
import type { Locale } from '../../../lib/i18n/locales';
import { creditsBadgeTone } from '../lib/credits-badge';
import './top-nav.css';

/** What the navigation needs to know about the logged-in member. */
export interface NavUser {
  credits: number;
  paid_user: boolean;
  profile?: { name?: string } | null;
}

export interface TopNavProps {
  siteName: string;
  /** undefined while loading, null for a visitor */
  user: NavUser | null | undefined;
  language: string;
  onLanguageChange: (locale: Locale) => void;
  onLogout: () => void;
  unreadMessages?: number;
  newLikes?: number;
  /** Installed-app back button */
  showBack?: boolean;
  onBack?: () => void;
}

function Badge({ value, tone = 'accent', label }: { value: string | null; tone?: string; label?: string }) {
  if (value === null) return null;
  // The space before the badge (not drawn in the flex row) keeps the visible text "Get Premium 3" a part
  // of the link's name "Get Premium 3 credits left" (WCAG 2.5.3, label in name), not "Get Premium3".
  return (
    <>
      {' '}
      <span className={`nav-badge nav-badge--${tone}`}>
        <span aria-hidden={label ? true : undefined}>{value}</span>
        {/* the space keeps the link's name readable: "Get Premium 3 credits left", not "Premium3" */}
        {label ? <span className="visually-hidden">{` ${label}`}</span> : null}
      </span>
    </>
  );
}

/** A chat opened from a profile (/members/{id}/chat) belongs to the messages, not to search. */
const MEMBER_CHAT = /^\/members\/[^/]+\/chat\/?$/;

/**
 * A label too long for a phone's tab bar: the short word on phones, the full label from --sm up. The link
 * is named by the full label either way (`NavItem`'s `name`). So that what shows is a part of the name
 * (WCAG 2.5.3, label in name), in every language the full label contains the short word as a whole word,
 * and ends with it where a badge follows ("Get Premium 3 credits left" holds "Premium 3").
 */
function NavText({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="top-nav__text top-nav__text--full">{full}</span>
      <span className="top-nav__text top-nav__text--short">{short}</span>
    </>
  );
}

function NavItem({
  to,
  icon,
  name,
  children,
}: {
  to: string;
  icon: IconName;
  /** The link's accessible name, when its visible text is a short form (NavText). */
  name?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const content = (
    <>
      <Icon name={icon} className="top-nav__icon" />
      {children}
    </>
  );
  if (MEMBER_CHAT.test(pathname)) {
    const current = to === '/chats';
    return (
      <Link
        to={to}
        className={current ? 'top-nav__link active' : 'top-nav__link'}
        aria-current={current ? 'page' : undefined}
        aria-label={name}
      >
        {content}
      </Link>
    );
  }
  return (
    <NavLink to={to} className="top-nav__link" aria-label={name}>
      {content}
    </NavLink>
  );
}

function AccountMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="icon-circle account-menu__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase() || '☺'}
        </span>
        {/* The button's name, as it reads on wide screens (on phones only the initial shows). */}
        <span className="account-menu__label">{t('nav.account')}</span>
      </button>
      <ul
        id={menuId}
        className="account-menu__list"
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
        }}
      >
        <li>
          <Link to="/profile">{t('nav.myProfile')}</Link>
        </li>
        <li>
          <Link to="/settings">{t('nav.settings')}</Link>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The top navigation of the default and chat layouts (SPEC §2 "Top navigation"). */
export function TopNav({
  siteName,
  user,
  language,
  onLanguageChange,
  onLogout,
  unreadMessages = 0,
  newLikes = 0,
  showBack = false,
  onBack,
}: TopNavProps) {
  const { t } = useTranslation();
  const creditsTone = user ? creditsBadgeTone(user.credits) : null;

  return (
    <header className="top-nav">
      <nav className="top-nav__inner" aria-label={t('nav.mainNavigation')}>
        <div className="top-nav__start">
          {showBack ? (
            <button type="button" className="top-nav__back" onClick={onBack} aria-label={t('nav.back')}>
              <Icon name="back" />
            </button>
          ) : null}
          <Logo siteName={siteName} label={t('nav.home', { siteName })} />
        </div>

        {user ? (
          <ul className="top-nav__links">
            <li>
              <NavItem to="/members" icon="search" name={t('nav.searchMembers')}>
                <NavText full={t('nav.searchMembers')} short={t('nav.searchShort')} />
              </NavItem>
            </li>
            <li>
              <NavItem to="/chats" icon="message">
                <span className="top-nav__text">{t('nav.messages')}</span>
                <Badge
                  value={formatBadge(unreadMessages)}
                  label={t('nav.unreadMessages', { count: unreadMessages })}
                />
              </NavItem>
            </li>
            <li>
              <NavItem to="/likes" icon="heart">
                <span className="top-nav__text">{t('nav.likes')}</span>
                <Badge value={formatBadge(newLikes)} label={t('nav.newLikes', { count: newLikes })} />
              </NavItem>
            </li>
            <li>
              <NavItem
                to={user.paid_user ? '/credits' : '/premium'}
                icon="star"
                // the badge's number starts its label ("3 credits left"), so the name goes on from the
                // visible "Get Premium 3" (label in name), then says what the number means
                name={
                  user.paid_user
                    ? undefined
                    : [
                        t('nav.getPremium'),
                        creditsTone ? t('nav.creditsLeft', { count: user.credits }) : null,
                      ]
                        .filter(Boolean)
                        .join(' ')
                }
              >
                {user.paid_user ? (
                  <span className="top-nav__text">{t('nav.credits')}</span>
                ) : (
                  <NavText full={t('nav.getPremium')} short={t('nav.premiumShort')} />
                )}
                {creditsTone ? (
                  <Badge
                    value={String(user.credits)}
                    tone={creditsTone}
                    label={t('nav.creditsLeft', { count: user.credits })}
                  />
                ) : null}
              </NavItem>
            </li>
          </ul>
        ) : null}

        <div className="top-nav__end">
          <LanguageSwitcher value={language} onChange={onLanguageChange} />
          {user === null ? (
            <Link className="btn btn--primary btn--sm" to="/login">
              {t('nav.login')}
            </Link>
          ) : null}
          {user ? <AccountMenu name={user.profile?.name ?? ''} onLogout={onLogout} /> : null}
        </div>
      </nav>
    </header>
  );
}
