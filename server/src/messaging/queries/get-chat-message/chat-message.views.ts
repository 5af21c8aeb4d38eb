import { Injectable } from '@nestjs/common';
import type { Locale } from '../../../shared/i18n/messages';
import type { SiteSettings } from '../../../site/site.contracts';
import { GiftsRepository, type GiftRow } from '../../database/gifts.repository';
import type { MessageRow } from '../../database/message.row';
import { type GiftView, toChatMessage } from '../../domain/chat-message.view';
import type { ChatMessageView } from '../../messaging.contracts';

/** A gift's name in the viewer's language (English when the catalogue lacks it). */
export function giftName(gift: Pick<GiftRow, 'names'>, locale: string): string {
  return gift.names[locale] ?? gift.names.en ?? '';
}

/** A gift in the viewer's language (English when the catalogue lacks it). */
export function giftView(gift: GiftRow, site: Pick<SiteSettings, 'cdnPrefix'>, locale: string): GiftView {
  return {
    id: gift.id,
    name: giftName(gift, locale),
    image: `${site.cdnPrefix.replace(/\/$/, '')}/${gift.image}`,
  };
}

/** Messages as one member sees them, with their gifts looked up once. */
@Injectable()
export class ChatMessageViews {
  constructor(private readonly gifts: GiftsRepository) {}

  async of(
    rows: MessageRow[],
    viewerId: number,
    partnerReadUpTo: number,
    site: SiteSettings,
    locale: Locale | string,
  ): Promise<ChatMessageView[]> {
    const giftIds = [...new Set(rows.flatMap((row) => (row.gift_id === null ? [] : [row.gift_id])))];
    const gifts = new Map((await this.gifts.byIds(giftIds)).map((gift) => [gift.id, gift]));
    return rows.map((row) => {
      const gift = row.gift_id === null ? undefined : gifts.get(row.gift_id);
      return toChatMessage(
        row,
        viewerId,
        partnerReadUpTo,
        site.cdnPrefix,
        gift ? giftView(gift, site, locale) : null,
        site.photoSafetyThreshold,
      );
    });
  }
}
