/** Registers every API module, explicitly and in one place. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MSG } from '#shared/messages.ts';
import type { AppDeps } from './app-deps.ts';
import { AppError } from './http/app-error.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { consoleContentRoutes } from './modules/admin/content.routes.ts';
import { alertsStopRoutes } from './modules/alerts/alerts-stop.routes.ts';
import { whatsAppWebhookRoutes } from './modules/alerts/whatsapp-webhook.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { tokenRoutes } from './modules/auth/token.routes.ts';
import { bannerRoutes } from './modules/banners/banners.routes.ts';
import { breachConsoleRoutes } from './modules/breach/breach-console.routes.ts';
import { noticesRoutes } from './modules/breach/notices.routes.ts';
import type { CarPageStarts } from './modules/cars/car-pages.ts';
import { carRoutes } from './modules/cars/cars.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { consentsRoutes } from './modules/consents/consents.routes.ts';
import { costSheetRoutes } from './modules/cost-sheets/cost-sheets.routes.ts';
import { dealerRoutes } from './modules/dealer/dealer.routes.ts';
import { dealerImportRoutes } from './modules/dealer-import/dealer-import.routes.ts';
import { dealerTeamRoutes } from './modules/dealer-team/dealer-team.routes.ts';
import { enquiryRoutes } from './modules/enquiries/enquiries.routes.ts';
import { favouriteRoutes } from './modules/favourites/favourites.routes.ts';
import { grievanceRoutes } from './modules/grievances/grievances.routes.ts';
import { grievanceConsoleRoutes } from './modules/grievances/grievances-console.routes.ts';
import { keywordSearchRoutes } from './modules/keyword-search/keyword-search.routes.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { leadReportsRoutes } from './modules/lead-work/lead-reports.routes.ts';
import { leadWorkRoutes } from './modules/lead-work/lead-work.routes.ts';
import { speedToLeadRoutes } from './modules/lead-work/speed-to-lead.routes.ts';
import { workingHoursRoutes } from './modules/lead-work/working-hours.routes.ts';
import { leadRoutes } from './modules/leads/leads.routes.ts';
import { listingPhotoRoutes } from './modules/listing-photos/listing-photos.routes.ts';
import { listingRoutes } from './modules/listings/listings.routes.ts';
import { accountRightsRoutes } from './modules/my-data/account-rights.routes.ts';
import { myDataRoutes, sharedWithRoutes } from './modules/my-data/my-data.routes.ts';
import { priceGuidanceRoutes } from './modules/price-guidance/price-guidance.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { renewalLinkRoutes } from './modules/renewals/renewal-link.routes.ts';
import { renewalRoutes } from './modules/renewals/renewals.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { paperDetailsRoutes } from './modules/sales/paper-details.routes.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { alertsRoutes } from './modules/saved-searches/alerts.routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { showroomContactRoutes, showroomRoutes } from './modules/showroom/showroom.routes.ts';
import { showroomLogoRoutes } from './modules/showroom/showroom-logo.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { statusCardRoutes } from './modules/status-card/status-card.routes.ts';
import { sharedLimitStore } from './ports/shared-limits.ts';

/**
 * Registers the lead rate limiter (opt-in per route) and the API modules:
 * catalog (lookups), banners, cars (Home, search, details), leads, site settings,
 * sign-in (OTP, /login token, logout), profile, wishlist, the seller's
 * listings and their photos, the sitemap, the landing pages, the seller's
 * Enquiries, and the dealer's workspace and team.
 */
export async function registerApiModules(
  app: FastifyInstance,
  deps: AppDeps & { jobQueue: JobQueue; pageStarts: CarPageStarts },
): Promise<void> {
  // Per-route limits only (routes opt in with `config.rateLimit`), keyed by client IP and
  // counted in Redis when it is configured (ports/shared-limits.ts);
  // a refusal goes through the error handler as 429 { Success: false, Message }.
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis && deps.config.redis
      ? { store: sharedLimitStore(deps.redis, deps.config.redis.keyPrefix) }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, MSG.tooManyRequests),
  });

  await app.register(catalogRoutes);
  await app.register(bannerRoutes, { photoStorage: deps.photoStorage });
  await app.register(carRoutes, { photoStorage: deps.photoStorage, starts: deps.pageStarts });
  await app.register(keywordSearchRoutes);
  await app.register(leadRoutes, { jobQueue: deps.jobQueue });
  await app.register(reportRoutes);
  await app.register(adminRoutes);
  await app.register(consoleContentRoutes, { photoStorage: deps.photoStorage });
  await app.register(renewalRoutes);
  await app.register(renewalLinkRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes, { messageSender: deps.messageSender });
  await app.register(tokenRoutes);
  await app.register(profileRoutes);
  await app.register(favouriteRoutes, { photoStorage: deps.photoStorage });
  await app.register(savedSearchRoutes);
  await app.register(alertsRoutes);
  await app.register(consentsRoutes);
  await app.register(myDataRoutes);
  await app.register(sharedWithRoutes);
  await app.register(accountRightsRoutes, { photoStorage: deps.photoStorage });
  await app.register(grievanceRoutes, { jobQueue: deps.jobQueue });
  await app.register(grievanceConsoleRoutes, { jobQueue: deps.jobQueue });
  await app.register(breachConsoleRoutes, { jobQueue: deps.jobQueue });
  await app.register(noticesRoutes);
  await app.register(alertsStopRoutes);
  await app.register(whatsAppWebhookRoutes);
  await app.register(listingRoutes, { photoStorage: deps.photoStorage, jobQueue: deps.jobQueue });
  await app.register(listingPhotoRoutes, {
    photoStorage: deps.photoStorage,
    jobQueue: deps.jobQueue,
  });
  await app.register(seoRoutes);
  await app.register(landingRoutes);
  await app.register(showroomRoutes, { photoStorage: deps.photoStorage });
  await app.register(showroomContactRoutes, { photoStorage: deps.photoStorage });
  await app.register(showroomLogoRoutes, { photoStorage: deps.photoStorage });
  await app.register(enquiryRoutes, { photoStorage: deps.photoStorage });
  await app.register(leadWorkRoutes, { photoStorage: deps.photoStorage, jobQueue: deps.jobQueue });
  await app.register(workingHoursRoutes);
  await app.register(speedToLeadRoutes);
  await app.register(leadReportsRoutes);
  await app.register(dealerImportRoutes, {
    photoStorage: deps.photoStorage,
    jobQueue: deps.jobQueue,
  });
  await app.register(dealerRoutes, { photoStorage: deps.photoStorage });
  await app.register(costSheetRoutes);
  await app.register(priceGuidanceRoutes);
  await app.register(salesRoutes);
  await app.register(paperDetailsRoutes);
  await app.register(dealerTeamRoutes);
  await app.register(statusCardRoutes, { photoStorage: deps.photoStorage });
}
