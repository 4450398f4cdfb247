import { HttpStatus, Injectable } from '@nestjs/common';
import type { AdminUser, BulkApproveResponse, BulkApproveSkipped } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { IdentityMessages } from '../messages';
import { UsersAdminService } from '../users/users-admin.service';

/** Decisions on several sign-up requests at once. */
@Injectable()
export class RequestsAdminService {
  constructor(private readonly admin: UsersAdminService) {}

  /**
   * Approves each request through the one approval path (its own transaction, audit entry and event), one after
   * the other; a request that is unknown or no longer pending is reported as skipped instead of failing the rest.
   */
  async approveMany(ids: readonly string[], adminId: string): Promise<BulkApproveResponse> {
    const approved: AdminUser[] = [];
    const skipped: BulkApproveSkipped[] = [];
    for (const id of new Set(ids)) {
      try {
        approved.push(await this.admin.approve(id, adminId));
      } catch (error) {
        const status = error instanceof ApiException ? error.getStatus() : undefined;
        if (status === HttpStatus.NOT_FOUND) {
          skipped.push({ id, reason: 'NOT_FOUND', message: IdentityMessages.admin.requestNotFound });
        } else if (status === HttpStatus.CONFLICT) {
          skipped.push({ id, reason: 'NOT_PENDING', message: IdentityMessages.admin.requestAlreadyReviewed });
        } else {
          throw error;
        }
      }
    }
    return { approved, skipped };
  }
}
