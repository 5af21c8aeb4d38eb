import type { QueryBus } from '@nestjs/cqrs';
import { FixedClock } from '../../shared/clock/clock';
import type { SiteSettings } from '../../site/site.contracts';
import type { AccountEntity } from '../database/account.entity';

/** Test doubles for identity's handler specs. */
export const NOW = new Date('2026-03-01T12:00:00Z');

export const clock = () => new FixedClock(NOW);

export function account(overrides: Partial<AccountEntity> = {}): AccountEntity {
  return {
    id: 7,
    siteId: 1,
    email: 'anna@example.com',
    passwordHash: 'hash:secret password',
    status: 'activated',
    language: 'de',
    paidUser: false,
    invisible: false,
    notificationsDisabled: [],
    isDemo: false,
    createdAt: NOW,
    tracking: {},
    lastLoginAt: null,
    activatedAt: NOW,
    deletedAt: null,
    deletionReason: null,
    deletionRemarks: null,
    sessionEpoch: 3,
    erasedAt: null,
    bannedAt: null,
    displayName: 'Anna',
    ...overrides,
  };
}

/** A query bus that knows one site (GetSiteSettingsQuery, GetSiteSettingsByIdQuery). */
export function siteQueryBus(site: Partial<SiteSettings> = {}): QueryBus {
  return { execute: jest.fn(async () => ({ id: 1, name: 'Kindred', ...site })) } as unknown as QueryBus;
}

/** Hashes are `hash:<password>`, so a spec can tell which password was stored. */
export function passwordHasher() {
  return {
    hash: jest.fn(async (password: string) => `hash:${password}`),
    verify: jest.fn(
      async (stored: string | null | undefined, password: string) => stored === `hash:${password}`,
    ),
  };
}

/** Every method of T a jest mock answering undefined unless given. */
export function fake<T>(methods: Partial<Record<keyof T, jest.Mock>>): T & Record<keyof T, jest.Mock> {
  return methods as T & Record<keyof T, jest.Mock>;
}
