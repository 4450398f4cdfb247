import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AssistantSettings } from '@pipcrafters/contracts';
import { DataSource } from 'typeorm';
import { T } from '../database/assistant-schema';

/** What each user lets the assistants read: Clara reads the journal only once the user turns it on. */
@Injectable()
export class SettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<{ claraReadsJournal: boolean }> {
    const [row] = (await this.dataSource.query(
      `SELECT clara_reads_journal AS "claraReadsJournal" FROM ${T.settings} WHERE user_id = $1`,
      [userId],
    )) as { claraReadsJournal: boolean }[];
    return row ?? { claraReadsJournal: false };
  }

  async set(userId: string, claraReadsJournal: boolean): Promise<{ claraReadsJournal: boolean }> {
    await this.dataSource.query(
      `INSERT INTO ${T.settings} (user_id, clara_reads_journal) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET clara_reads_journal = EXCLUDED.clara_reads_journal, updated_at = now()`,
      [userId, claraReadsJournal],
    );
    return { claraReadsJournal };
  }

  view(settings: { claraReadsJournal: boolean }, providerConfigured: boolean): AssistantSettings {
    return { ...settings, providerConfigured };
  }
}
