/**
 * The operators' console API under /api/Admin (issue 25 part 2,
 * docs/moderation.md#console): the report queue, hide and restore a car,
 * block and unblock a mobile, the blocks and the audit. Operators only
 * (operators.ts: 401 signed out, 403 for any other account).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskMobile } from '#shared/format.ts';
import {
  AuditAnswerSchema,
  BlocksAnswerSchema,
  CarActionSchema,
  CONSOLE_PAGE_SIZE,
  FlagActionSchema,
  FlagsAnswerSchema,
  HiddenCarsAnswerSchema,
  MobileActionSchema,
  ReportQueueAnswerSchema,
  ReportQueueQuerySchema,
  reportQueueCursor,
} from '#shared/schemas/admin.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { failures } from '../../http/failure-responses.ts';
import { listBlocks } from '../blocks/blocked-mobiles.repository.ts';
import { listOpenFlags } from '../duplicates/flags.repository.ts';
import { listAudit } from './audit.repository.ts';
import { hiddenCars, openReportQueue } from './moderation.repository.ts';
import {
  blockMobile,
  closeFlag,
  hideCar,
  restoreCar,
  unblockMobile,
} from './moderation.service.ts';
import { operatorOf, operatorRoutes } from './operators.ts';

const BASE = '/api/Admin';
/** Rows a console list shows at most. */
export const CONSOLE_PAGE = 100;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const operator = operatorRoutes(db, app.config.operatorMobiles);
  const done = (Message: string) => ({ Success: true, Message, Data: null });

  app.get(
    `${BASE}/Reports`,
    operator({
      summary: `Cars with open reports, the longest-waiting first, ${CONSOLE_PAGE_SIZE} a page: Data.Reports, and Data.NextCursor to send back as cursor for the next page (null at the end). A cursor that is not one answers 400.`,
      querystring: ReportQueueQuerySchema,
      response: { 200: ReportQueueAnswerSchema, ...failures(400, 401, 403) },
    }),
    async (request) => {
      const page = await openReportQueue(db, CONSOLE_PAGE_SIZE, request.query.cursor);
      return {
        Success: true,
        Message: 'Success',
        Data: {
          Reports: page.cars,
          NextCursor: page.next ? reportQueueCursor(page.next) : null,
        },
      };
    },
  );

  app.get(
    `${BASE}/HiddenCars`,
    operator({
      summary: 'Cars kept from buyers, the latest hidden first (at most 100), with why.',
      response: { 200: HiddenCarsAnswerSchema, ...failures(401, 403) },
    }),
    async () => ({ Success: true, Message: 'Success', Data: await hiddenCars(db, CONSOLE_PAGE) }),
  );

  app.get(
    `${BASE}/Flags`,
    operator({
      summary:
        "Listings the duplicate check flagged (a photo within 8 bits of another seller's live photo, or the same number), oldest first (at most 100).",
      response: { 200: FlagsAnswerSchema, ...failures(401, 403) },
    }),
    async () => ({
      Success: true,
      Message: 'Success',
      Data: (await listOpenFlags(db, { limit: CONSOLE_PAGE })).map((f) => ({
        id: f.id,
        Kind: f.kind,
        Distance: f.distance,
        At: f.createdAt,
        Rand: f.listingRand,
        Title: f.title,
        Status: f.status,
        SellerMobile: f.sellerMobile,
        SellerName: f.sellerName,
        OtherRand: f.otherRand,
      })),
    }),
  );

  app.post(
    `${BASE}/CloseFlag`,
    operator({
      summary:
        "Close a duplicate flag with a reason: dismissed, or (hide 'true') the car hidden too.",
      body: FlagActionSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const { id, hide, reason } = request.body;
      await closeFlag(db, operatorOf(request), { id, hide: hide === 'true', reason }, new Date());
      return done(hide === 'true' ? 'Car hidden' : 'Flag dismissed');
    },
  );

  app.post(
    `${BASE}/HideCar`,
    operator({
      summary: "Hide a car from buyers, with a reason; closes its open reports as 'hidden'.",
      body: CarActionSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      await hideCar(db, operatorOf(request), request.body.Rand, request.body.reason, new Date());
      return done('Car hidden');
    },
  );

  app.post(
    `${BASE}/RestoreCar`,
    operator({
      summary:
        'Show a hidden car to buyers again (or keep a reported one), with a reason; dismisses its open reports.',
      body: CarActionSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      await restoreCar(db, operatorOf(request), request.body.Rand, request.body.reason, new Date());
      return done('Car restored');
    },
  );

  app.post(
    `${BASE}/Block`,
    operator({
      summary:
        'Block a mobile: no sign-in, leads or reports; its sessions end and its cars for sale are hidden.',
      body: MobileActionSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 409) },
    }),
    async (request) => {
      const { Mobileno, reason } = request.body;
      await blockMobile(db, operatorOf(request), Mobileno, reason, new Date());
      return done('Mobile blocked');
    },
  );

  app.post(
    `${BASE}/Unblock`,
    operator({
      summary: 'Unblock a mobile and show again the cars its block hid.',
      body: MobileActionSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const { Mobileno, reason } = request.body;
      await unblockMobile(db, operatorOf(request), Mobileno, reason, new Date());
      return done('Mobile unblocked');
    },
  );

  app.get(
    `${BASE}/Blocks`,
    operator({
      summary: 'Blocked mobiles (masked), newest first (at most 100).',
      response: { 200: BlocksAnswerSchema, ...failures(401, 403) },
    }),
    async () => ({
      Success: true,
      Message: 'Success',
      Data: (await listBlocks(db, CONSOLE_PAGE)).map((b) => ({
        Mobile: maskMobile(b.mobile),
        Reason: b.reason,
        At: b.created_at,
      })),
    }),
  );

  app.get(
    `${BASE}/Audit`,
    operator({
      summary: "The operators' actions, newest first (at most 100); append-only.",
      response: { 200: AuditAnswerSchema, ...failures(401, 403) },
    }),
    async () => ({
      Success: true,
      Message: 'Success',
      Data: (await listAudit(db, CONSOLE_PAGE)).map((a) => ({
        id: a.id,
        Operator: a.operator_mobile,
        Action: a.action,
        Subject: a.subject,
        Reason: a.reason,
        Before: a.before,
        After: a.after,
        At: a.created_at,
      })),
    }),
  );
};
