import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import type { SwipeCard } from '../api/swipe';
import { DRAG_START_PX, type DragState, dragDecision, dragProgress } from '../lib/drag';

export interface FictionalMark {
  icon: string | null;
  label: string;
}

export interface SwipeCardViewProps {
  card: SwipeCard;
  /** the card on top takes drags; the ones below only show */
  top: boolean;
  fictional: FictionalMark;
  /** a drag let go past the threshold; `fromX` is where the card was, so it flies on from there */
  onDecide?: (decision: 'like' | 'pass', fromX: number) => void;
}

/** "Anna, 31" (or only the name when the age is not shown). */
export function cardTitle(card: Pick<SwipeCard, 'name' | 'age'>): string {
  return card.age === null ? card.name : `${card.name}, ${card.age}`;
}

/** The look of a card moved `dx` px: tilted with the drag, its stamp showing how sure the drag is. */
export function cardMotion(dx: number, progress: number): CSSProperties {
  return {
    transform: `translateX(${dx}px) rotate(${dx / 18}deg)`,
    ['--like-opacity' as string]: Math.max(0, progress),
    ['--pass-opacity' as string]: Math.max(0, -progress),
  };
}

/** One card of the stack: photo, name, age and city; the top one follows a finger or the mouse. */
export function SwipeCardView({ card, top, fictional, onDecide }: SwipeCardViewProps) {
  const { t } = useTranslation('swipe');
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const moved = useRef(false);
  const [drag, setDrag] = useState<DragState | null>(null);
  // measured when a drag starts; jsdom and a card not laid out yet have none: decide as on a phone
  const [width, setWidth] = useState(300);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!top || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    moved.current = false;
    setWidth(event.currentTarget.offsetWidth || 300);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const next = { dx: event.clientX - start.current.x, dy: event.clientY - start.current.y };
    if (!moved.current) {
      // a tap stays a tap; a mostly vertical start is the page scrolling (touch-action: pan-y)
      if (Math.hypot(next.dx, next.dy) < DRAG_START_PX) return;
      if (Math.abs(next.dy) > Math.abs(next.dx)) {
        start.current = null;
        return;
      }
      moved.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDrag(next);
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const decision = drag && event.type === 'pointerup' ? dragDecision(drag, width) : null;
    start.current = null;
    setDrag(null);
    if (decision && drag) onDecide?.(decision, drag.dx);
  };

  const photo = card.main_image?.match;
  const progress = drag ? dragProgress(drag, width) : 0;
  return (
    <article
      className={`swipe-card${top ? ' swipe-card--top' : ''}${drag ? ' swipe-card--dragging' : ''}`}
      style={drag ? cardMotion(drag.dx, progress) : undefined}
      aria-hidden={top ? undefined : true}
      aria-label={top ? [cardTitle(card), card.city].filter(Boolean).join(', ') : undefined}
      data-swipe-card={card.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      // a drag that ends on the name is no click on its link
      onClickCapture={(event) => {
        if (moved.current) event.preventDefault();
        moved.current = false;
      }}
    >
      <div className="swipe-card__photo">
        {photo ? (
          <img src={photo} alt="" draggable={false} />
        ) : (
          <span className="swipe-card__initial" aria-hidden="true">
            {card.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <span className="swipe-card__stamp swipe-card__stamp--like" aria-hidden="true">
        {t('stamp.like')}
      </span>
      <span className="swipe-card__stamp swipe-card__stamp--pass" aria-hidden="true">
        {t('stamp.pass')}
      </span>
      <div className="swipe-card__info">
        <h2 className="swipe-card__name">
          {top ? (
            <Link
              to={`/members/${card.id}`}
              // the visible title inside the name (WCAG 2.5.3): "View the profile of Ben, 34"
              aria-label={t('profileLink', { name: cardTitle(card) })}
              draggable={false}
            >
              {cardTitle(card)}
            </Link>
          ) : (
            cardTitle(card)
          )}
          {card.fictional ? <FictionalBadge icon={fictional.icon} label={fictional.label} size={20} /> : null}
        </h2>
        {card.city ? <p className="swipe-card__city">{card.city}</p> : null}
      </div>
    </article>
  );
}
