import { Injectable } from '@nestjs/common';
import { ApiError } from '../../../shared/errors/api-error';
import { MediaFiles } from '../../../shared/images/media-files';
import { reencodePhoto } from '../../../shared/images/reencode-photo';
import type { SiteSettings } from '../../../site/site.contracts';
import { GiftsRepository } from '../../database/gifts.repository';
import { chatPhotoFolder } from '../../domain/messaging-rules';
import type { MessageContent } from './send-message.command';

/** What a message stores: the text, the re-encoded photo's files, or the gift. */
export type StoredContent =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; giftId: number }
  | { kind: 'photo'; file: string; thumb: string };

/** Checks a message's content against the site's rules and turns it into what is stored. */
@Injectable()
export class MessageContentReader {
  constructor(
    private readonly gifts: GiftsRepository,
    private readonly files: MediaFiles,
  ) {}

  async read(content: MessageContent, site: SiteSettings, senderId: number): Promise<StoredContent> {
    if (content.kind === 'text') {
      const text = content.text.trim();
      if (!text) throw ApiError.badRequest('message_empty', 'messaging.message_empty');
      if ([...text].length > site.messageLength) {
        throw ApiError.badRequest('message_too_long', 'messaging.message_too_long', {
          count: site.messageLength,
        });
      }
      return { kind: 'text', text };
    }
    if (content.kind === 'gift') {
      const [gift] = await this.gifts.byIds([content.giftId]);
      if (!gift || !gift.active || gift.site_id !== site.id) {
        throw ApiError.notFound('gift_not_found', 'messaging.gift_not_found');
      }
      return { kind: 'gift', giftId: gift.id };
    }
    const { photo, thumb } = await reencodePhoto(content.file);
    const files = await this.files.write(chatPhotoFolder(senderId), photo.data, thumb);
    return { kind: 'photo', file: files.filename, thumb: files.thumbFilename };
  }
}
