import type { TiltMeter } from '@pipcrafters/contracts';
import { ServiceClient, ServiceReadError, type SignedInUser } from '@pipcrafters/service-kit';
import type { DataSource } from 'typeorm';
import { describe, expect, it, vi } from 'vitest';
import { JOURNAL_TILT_PATH, TiltService } from './tilt.service';

const user: SignedInUser = {
  userId: '6f1c2f8e-4a56-4c1e-9a43-0c4f5b0b6a11',
  roles: ['USER'],
  status: 'ACTIVE',
};
const meter: TiltMeter = {
  score: 35,
  level: 'warning',
  window: { from: '2026-11-25T10:00:00.000Z', to: '2026-11-26T10:00:00.000Z' },
  signals: [{ key: 'losing-streak', value: 3, normal: null, points: 35, detail: 'Tres pérdidas seguidas.' }],
  trades: [],
};

/** A data source whose settings row says `consent`, and a journal client that is a spy. */
function setup(consent: boolean | null, journal: () => Promise<unknown>) {
  const dataSource = {
    getRepository: () => ({
      findOne: async () => (consent === null ? null : { userId: user.userId, tiltConsent: consent }),
    }),
  } as unknown as DataSource;
  const client = new ServiceClient('learning', 'secreto');
  const get = vi.spyOn(client, 'get').mockImplementation(journal as never);
  return { service: new TiltService(dataSource, client), get };
}

describe('tilt meter and consent', () => {
  it('never calls the journal without consent (no settings yet, or consent withdrawn)', async () => {
    for (const consent of [null, false]) {
      const { service, get } = setup(consent, async () => meter);
      expect(await service.meter(user)).toEqual({ consent: false, meter: null });
      expect(get).not.toHaveBeenCalled();
    }
  });

  it('with consent, reads the journal once, as the user, and relays its meter', async () => {
    const { service, get } = setup(true, async () => meter);
    expect(await service.meter(user)).toEqual({ consent: true, meter });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('journal', JOURNAL_TILT_PATH, user);
  });

  it('a journal that does not answer is a 200 with no meter and a Spanish reason, never an error', async () => {
    for (const failure of [
      new ServiceReadError('journal', JOURNAL_TILT_PATH, null),
      new ServiceReadError('journal', JOURNAL_TILT_PATH, 503),
    ]) {
      const { service } = setup(true, async () => {
        throw failure;
      });
      const answer = await service.meter(user);
      expect(answer).toMatchObject({ consent: true, meter: null, unavailable: true });
      expect('message' in answer && answer.message).toContain('diario');
    }
  });
});
