import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MindSettings, MindTiltResponse, TiltMeter } from '@pipcrafters/contracts';
import { ServiceClient, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { LearningMessages } from '../messages';
import { MindSettingsEntity } from './mind.entities';

/** Where the journal computes the tilt meter from the caller's trades. */
export const JOURNAL_TILT_PATH = '/api/journal/tilt';

/**
 * The trader's consent to read their journal, and the tilt meter read with it. Without consent the journal is never
 * called. When the journal cannot answer, the answer is still 200 (`meter: null`, `unavailable: true` and a Spanish
 * message): the page says so and the rest of MindCrafter keeps working.
 */
@Injectable()
export class TiltService {
  private readonly logger = new Logger(TiltService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly services: ServiceClient,
  ) {}

  async settings(userId: string): Promise<MindSettings> {
    const found = await this.dataSource.getRepository(MindSettingsEntity).findOne({ where: { userId } });
    return { tiltConsent: found?.tiltConsent ?? false };
  }

  async updateSettings(userId: string, settings: MindSettings): Promise<MindSettings> {
    await this.dataSource
      .getRepository(MindSettingsEntity)
      .upsert({ userId, tiltConsent: settings.tiltConsent, updatedAt: new Date() }, ['userId']);
    return this.settings(userId);
  }

  async meter(user: SignedInUser): Promise<MindTiltResponse> {
    const { tiltConsent } = await this.settings(user.userId);
    if (!tiltConsent) return { consent: false, meter: null };
    try {
      const meter = await this.services.get<TiltMeter>('journal', JOURNAL_TILT_PATH, user);
      return { consent: true, meter };
    } catch (error) {
      this.logger.warn(`Medidor de tilt sin el diario: ${String(error)}`);
      return {
        consent: true,
        meter: null,
        unavailable: true,
        message: LearningMessages.mind.tiltUnavailable,
      };
    }
  }
}
