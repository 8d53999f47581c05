/**
 * The database for Kysely: every table by name with its row type. Row types
 * live by area in tables/ (catalogue, listings, accounts, jobs). Column
 * names are snake_case there and mapped to the API's wire names
 * (docs/product.md#api: `companyid`, `nSaleprice`, `Rand` ...) once, in the
 * repositories' row mappers. Money in rupees, distances in km, times as ISO
 * 8601 strings made by the application.
 */
import type {
  AccessTokenRow,
  AccountUsageRow,
  AlertBudgetDayRow,
  AlertConsentRow,
  AlertDigestRow,
  ConsentRecordRow,
  GrievanceRow,
  LoginTicketRow,
  NomineeRow,
  OtpChallengeRow,
  OtpMobileRow,
  ProfileRow,
  SavedSearchRow,
  UserRow,
} from './tables/account-tables.ts';
import type { BreachNoticeRow, BreachRecipientRow } from './tables/breach-tables.ts';
import type {
  BannerRow,
  CityRow,
  ColourRow,
  MakeRow,
  ModelRow,
  NamedRow,
  StateRow,
  VariantRow,
} from './tables/catalogue-tables.ts';
import type { ListingCostRow, ListingMarginRow, ListingSaleRow } from './tables/cost-tables.ts';
import type { DealerStaffRow, DealerTeamEventRow } from './tables/dealer-team-tables.ts';
import type { ListingFlagRow } from './tables/duplicate-tables.ts';
import type { JobRow } from './tables/job-tables.ts';
import type { FollowUpConsentRow, LeadEventRow } from './tables/lead-work-tables.ts';
import type {
  CarPageRow,
  DealerRow,
  FavouriteRow,
  LeadRow,
  ListingPhotoRow,
  ListingPriceRow,
  ListingRow,
  ListingViewRow,
  PriceRatingModelRow,
  PriceRatingRow,
} from './tables/listing-tables.ts';
import type {
  BlockedMobileRow,
  ListingReportRow,
  OperatorAuditRow,
  RenewalReminderRow,
} from './tables/moderation-tables.ts';

export interface Database {
  countries: NamedRow;
  states: StateRow;
  cities: CityRow;
  makes: MakeRow;
  models: ModelRow;
  variants: VariantRow;
  colours: ColourRow;
  fuels: NamedRow;
  gears: NamedRow;
  vehicle_types: NamedRow;
  features: NamedRow;
  banners: BannerRow;
  dealers: DealerRow;
  listings: ListingRow;
  listing_photos: ListingPhotoRow;
  leads: LeadRow;
  users: UserRow;
  profiles: ProfileRow;
  otp_mobiles: OtpMobileRow;
  otp_challenges: OtpChallengeRow;
  login_tickets: LoginTicketRow;
  access_tokens: AccessTokenRow;
  favourites: FavouriteRow;
  account_usage: AccountUsageRow;
  car_pages: CarPageRow;
  jobs: JobRow;
  listing_views: ListingViewRow;
  listing_prices: ListingPriceRow;
  price_ratings: PriceRatingRow;
  price_rating_models: PriceRatingModelRow;
  saved_searches: SavedSearchRow;
  alert_consents: AlertConsentRow;
  alert_digests: AlertDigestRow;
  alert_budget_days: AlertBudgetDayRow;
  listing_reports: ListingReportRow;
  blocked_mobiles: BlockedMobileRow;
  operator_audit: OperatorAuditRow;
  renewal_reminders: RenewalReminderRow;
  listing_flags: ListingFlagRow;
  dealer_staff: DealerStaffRow;
  dealer_team_events: DealerTeamEventRow;
  lead_events: LeadEventRow;
  follow_up_consents: FollowUpConsentRow;
  consent_records: ConsentRecordRow;
  grievances: GrievanceRow;
  nominees: NomineeRow;
  breach_notices: BreachNoticeRow;
  breach_recipients: BreachRecipientRow;
  listing_costs: ListingCostRow;
  listing_margins: ListingMarginRow;
  listing_sales: ListingSaleRow;
}
