import {
  type CommunityReportInput,
  type CommunitySuspensionInput,
  REPORT_REASONS,
  type ReportReason,
} from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { CommunityMessages } from '../../messages';
import { PlainText } from '../../posts/dto/text-fields';

const reports = CommunityMessages.reports;
const members = CommunityMessages.members;

export class ReportDto implements CommunityReportInput {
  @IsIn(['post', 'comment'], { message: reports.targetType })
  targetType: 'post' | 'comment';

  @IsUUID('all', { message: reports.targetId })
  targetId: string;

  @IsIn(
    REPORT_REASONS.map((reason) => reason.value),
    { message: reports.reason },
  )
  reason: ReportReason;

  @Omittable()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: reports.note })
  @MaxLength(500, { message: reports.note })
  note?: string;
}

export class SuspensionDto implements CommunitySuspensionInput {
  @IsInt({ message: members.days })
  @Min(1, { message: members.days })
  @Max(365, { message: members.days })
  days: number;

  @PlainText(members.reason, 500)
  reason: string;
}
