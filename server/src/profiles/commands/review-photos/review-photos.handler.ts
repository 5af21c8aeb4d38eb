import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { PhotoReviewRepository } from '../../database/photo-review.repository';
import { ReviewPhotosCommand } from '../../profiles.contracts';

/** A moderator's decision on photos, each change audited in the same transaction as the write. */
@CommandHandler(ReviewPhotosCommand)
export class ReviewPhotosHandler implements ICommandHandler<ReviewPhotosCommand> {
  constructor(
    private readonly reviews: PhotoReviewRepository,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ photoIds, decision, reason, actor }: ReviewPhotosCommand): Promise<{ changed: number[] }> {
    const changed = await this.reviews.decide(
      photoIds,
      {
        status: decision === 'approve' ? 'approved' : 'rejected',
        reason: decision === 'reject' ? reason : null,
      },
      { adminId: actor.adminId, at: this.clock.now() },
      (manager, before, after) =>
        this.audit.record(manager, {
          actor,
          action: `photos.${decision}`,
          resource: 'photos',
          recordId: before.id,
          before,
          after,
        }),
    );
    if (!changed) throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    return { changed };
  }
}
