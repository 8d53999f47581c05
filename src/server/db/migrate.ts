/** Runs every pending migration (listed explicitly, in order). Throws on the first failure. */
import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as m0001 from './migrations/0001-marketplace.ts';
import * as m0002 from './migrations/0002-accounts.ts';
import * as m0003 from './migrations/0003-seller-listings.ts';
import * as m0004 from './migrations/0004-abuse-budgets.ts';
import * as m0005 from './migrations/0005-share-cards.ts';
import * as m0006 from './migrations/0006-stored-car-pages.ts';
import * as m0007 from './migrations/0007-jobs.ts';
import * as m0008 from './migrations/0008-listing-views.ts';
import * as m0009 from './migrations/0009-lead-status.ts';
import * as m0010 from './migrations/0010-price-history.ts';
import * as m0011 from './migrations/0011-price-ratings.ts';
import * as m0012 from './migrations/0012-keyword-search.ts';
import * as m0013 from './migrations/0013-saved-searches.ts';
import * as m0014 from './migrations/0014-alert-consents.ts';
import * as m0015 from './migrations/0015-alert-digests.ts';
import * as m0016 from './migrations/0016-moderation.ts';
import * as m0017 from './migrations/0017-photo-hashes.ts';
import * as m0018 from './migrations/0018-listing-renewals.ts';
import * as m0019 from './migrations/0019-renewal-reminders.ts';
import * as m0020 from './migrations/0020-console-content.ts';
import * as m0021 from './migrations/0021-user-language.ts';
import * as m0022 from './migrations/0022-car-page-languages.ts';
import * as m0023 from './migrations/0023-banner-language.ts';
import * as m0024 from './migrations/0024-banner-words.ts';
import * as m0025 from './migrations/0025-dealer-team.ts';
import * as m0026 from './migrations/0026-lead-work.ts';
import * as m0027 from './migrations/0027-alert-budget.ts';
import * as m0028 from './migrations/0028-consent-records.ts';
import * as m0029 from './migrations/0029-grievances.ts';
import * as m0030 from './migrations/0030-audit-retention.ts';
import * as m0031 from './migrations/0031-nominees.ts';
import * as m0032 from './migrations/0032-breach-notices.ts';
import * as m0033 from './migrations/0033-cost-sheets.ts';
import * as m0034 from './migrations/0034-showrooms.ts';
import * as m0035 from './migrations/0035-sale-details.ts';
import * as m0036 from './migrations/0036-dealer-logo.ts';

const migrations: Record<string, Migration> = {
  '0001-marketplace': m0001,
  '0002-accounts': m0002,
  '0003-seller-listings': m0003,
  '0004-abuse-budgets': m0004,
  '0005-share-cards': m0005,
  '0006-stored-car-pages': m0006,
  '0007-jobs': m0007,
  '0008-listing-views': m0008,
  '0009-lead-status': m0009,
  '0010-price-history': m0010,
  '0011-price-ratings': m0011,
  '0012-keyword-search': m0012,
  '0013-saved-searches': m0013,
  '0014-alert-consents': m0014,
  '0015-alert-digests': m0015,
  '0016-moderation': m0016,
  '0017-photo-hashes': m0017,
  '0018-listing-renewals': m0018,
  '0019-renewal-reminders': m0019,
  '0020-console-content': m0020,
  '0021-user-language': m0021,
  '0022-car-page-languages': m0022,
  '0023-banner-language': m0023,
  '0024-banner-words': m0024,
  '0025-dealer-team': m0025,
  '0026-lead-work': m0026,
  '0027-alert-budget': m0027,
  '0028-consent-records': m0028,
  '0029-grievances': m0029,
  '0030-audit-retention': m0030,
  '0031-nominees': m0031,
  '0032-breach-notices': m0032,
  '0033-cost-sheets': m0033,
  '0034-showrooms': m0034,
  '0035-sale-details': m0035,
  '0036-dealer-logo': m0036,
};

/**
 * `pgSchema`: on PostgreSQL, the schema that holds Kysely's migration tables
 * (tests isolate themselves in a schema of their own; without it the migrator
 * would find another schema's tables).
 */
export async function migrateToLatest(db: Kysely<any>, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
