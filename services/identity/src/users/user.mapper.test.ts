import { describe, expect, it } from 'vitest';
import type { UserEntity } from './user.entity';
import { toAdminUser, toPublicUser } from './user.mapper';

function user(overrides: Partial<UserEntity> = {}): UserEntity {
  return {
    id: '3f0a4c52-5d7c-4f0e-9a57-0d6a1f2f4b11',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'López',
    passwordHash: '$argon2id$secret',
    status: 'ACTIVE',
    roles: ['USER'],
    preferences: { theme: 'light', timeZone: 'Europe/Madrid' },
    rejectionReason: null,
    reviewedAt: new Date('2026-01-02T03:04:05.000Z'),
    reviewedBy: '9b2f2f9e-7e57-4f39-8a43-7b1a8d3b6c10',
    shadowOf: null,
    expiresAt: null,
    nameAnnouncedAt: new Date('2026-01-02T03:04:05.000Z'),
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    updatedAt: new Date('2026-01-03T00:00:00.000Z'),
    ...overrides,
  };
}

describe('toPublicUser', () => {
  it('has exactly the public fields, with ISO dates and never the password hash', () => {
    expect(toPublicUser(user())).toEqual({
      id: '3f0a4c52-5d7c-4f0e-9a57-0d6a1f2f4b11',
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      status: 'ACTIVE',
      roles: ['USER'],
      preferences: { theme: 'light', timeZone: 'Europe/Madrid' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('falls back to the dark theme when the stored preference is missing or unknown', () => {
    expect(toPublicUser(user({ preferences: {} })).preferences.theme).toBe('dark');
    expect(toPublicUser(user({ preferences: { theme: 'neon' as 'dark' } })).preferences.theme).toBe('dark');
  });

  it('has a null time zone until one is stored, and for anything stored that is not an IANA zone', () => {
    expect(toPublicUser(user({ preferences: { theme: 'light' } })).preferences).toEqual({
      theme: 'light',
      timeZone: null,
    });
    for (const stored of [null, '', 'Local', '+02:00', 'Europe/Nowhere', 42, 'x'.repeat(65)]) {
      const preferences = { theme: 'light', timeZone: stored } as UserEntity['preferences'];
      expect(toPublicUser(user({ preferences })).preferences.timeZone, String(stored)).toBeNull();
    }
    expect(toPublicUser(user({ preferences: {} })).preferences.timeZone).toBeNull();
  });

  it('keeps a valid zone as stored, with the theme beside it', () => {
    expect(
      toPublicUser(user({ preferences: { theme: 'auto', timeZone: 'America/Argentina/Buenos_Aires' } }))
        .preferences,
    ).toEqual({ theme: 'auto', timeZone: 'America/Argentina/Buenos_Aires' });
  });
});

describe('toAdminUser', () => {
  it('adds the review metadata but not who reviewed or the hash', () => {
    const admin = toAdminUser(user({ status: 'REJECTED', rejectionReason: 'Datos incompletos' }));
    expect(admin).toMatchObject({
      reviewedAt: '2026-01-02T03:04:05.000Z',
      rejectionReason: 'Datos incompletos',
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(Object.keys(admin)).not.toContain('passwordHash');
    expect(toAdminUser(user({ reviewedAt: null })).reviewedAt).toBeNull();
  });
});
