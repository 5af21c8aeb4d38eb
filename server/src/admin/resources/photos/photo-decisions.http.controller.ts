import { Body } from '@nestjs/common';
import { type PhotoDecision, ReviewPhotosCommand } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { BusController } from '../../../shared/http/bus-controller';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { AdminApi } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { ApprovePhotosRequestDto, RejectPhotosRequestDto } from './photo-decision.request.dto';
import { PhotoDecisionResponse } from './photo-decision.response';

/** Moderators approve or reject photos of the queue, one or many at once (each change audited). */
@AdminApi('moderator', 'operator')
export class AdminPhotoDecisionsHttpController extends BusController {
  @PostAction('photos/approve')
  approve(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Body() body: ApprovePhotosRequestDto,
  ): Promise<PhotoDecisionResponse> {
    return this.decide(admin, body.ids, 'approve', null);
  }

  /** The reason is what the member sees on their photos page. */
  @PostAction('photos/reject')
  reject(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Body() body: RejectPhotosRequestDto,
  ): Promise<PhotoDecisionResponse> {
    const reason = body.reason.trim();
    if (!reason) throw ApiError.badRequest('reject_reason_required', 'profiles.reject_reason_required');
    return this.decide(admin, body.ids, 'reject', reason);
  }

  private async decide(
    admin: CurrentAdminSession,
    ids: number[],
    decision: PhotoDecision,
    reason: string | null,
  ): Promise<PhotoDecisionResponse> {
    const { changed } = await this.commandBus.execute(
      new ReviewPhotosCommand(ids, decision, reason, auditActor(admin)),
    );
    return { changed };
  }
}
