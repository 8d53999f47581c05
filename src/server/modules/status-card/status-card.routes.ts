/**
 * Promote on WhatsApp Status (issue 12 item 4; docs/decisions/023-status-card.md)
 * under /api/StatusCard, behind a Bearer token: the 1080x1920 JPEG of one of
 * the signed-in seller's live cars, and the caption to post with it. Only the
 * seller's own UnSold car answers: another seller's Rand, a sold car and an
 * unknown Rand all answer the same 404 'Car not found', never the picture.
 * The picture is made on each request (no storage), through the photo
 * queue, and each account may ask for STATUS_CARD_LIMIT of them a minute.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { StatusCaptionAnswerSchema, StatusCardQuerySchema } from '#shared/schemas/status-card.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { runPhotoJob } from '../../photos/photo-queue.ts';
import { makeStatusCard, type StatusCardInput } from '../../photos/status-card.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { accountOrAddressKey, authUser, signedInRoutes } from '../auth/authenticate.ts';
import { photoKeyBase } from '../cars/cars.repository.ts';
import { ownLiveCar, type StatusCardCar } from './status-card.repository.ts';
import { shortCarUrl, statusCaption, statusCardFileName } from './status-card-text.ts';

const BASE = '/api/StatusCard';

/** Pictures per account a minute: each costs about 0.15 s of a core. */
export const STATUS_CARD_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const statusCardRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Status card']);
  const publicUrl = app.config.publicUrl;
  // The seller's own listing behind a token: never kept by a cache between the seller and us.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** The caller's live car `rand`; else 404 'Car not found', whoever's it is. */
  const liveCar = async (request: FastifyRequest, rand: string): Promise<StatusCardCar> => {
    const car = await ownLiveCar(db, authUser(request).userId, rand);
    if (!car) throw new AppError(404, MSG.carNotFound);
    return car;
  };

  /** The card of `car`; without its photo when the photo is missing or cannot be read (logged). */
  const cardOf = async (request: FastifyRequest, car: StatusCardCar): Promise<Buffer> => {
    const input: StatusCardInput = { ...car, photo: null, link: shortCarUrl(publicUrl, car.rand) };
    if (car.photo) {
      try {
        const photo = await photoStorage.get(`${photoKeyBase(car.photo)}.jpg`);
        if (!photo) throw new Error('main photo missing from storage');
        return await runPhotoJob(() => makeStatusCard({ ...input, photo }));
      } catch (err) {
        request.log.warn({ err, rand: car.rand }, 'status card made without the main photo');
      }
    }
    return runPhotoJob(() => makeStatusCard(input));
  };

  app.get(
    `${BASE}/Card`,
    {
      ...signedIn({
        summary: `The WhatsApp Status picture of the caller's live car Rand: a 1080x1920 JPEG (under 1 MB) as an attachment, with the main photo, year, make, model, price, km, fuel, city and the car's short link. Another seller's car, a sold car or an unknown Rand: 404 'Car not found'. ${STATUS_CARD_LIMIT.max} a minute per account (429).`,
        querystring: StatusCardQuerySchema,
        response: {
          // The JPEG's bytes: a Buffer is sent as it is, never through the serializer.
          200: z.any().describe('image/jpeg, 1080x1920'),
          ...failures(400, 401, 404, 429),
        },
      }),
      config: { rateLimit: { ...STATUS_CARD_LIMIT, keyGenerator: accountOrAddressKey } },
    },
    async (request, reply) => {
      const car = await liveCar(request, request.query.Rand);
      const jpeg = await cardOf(request, car);
      return reply
        .type('image/jpeg')
        .header('Content-Disposition', `attachment; filename="${statusCardFileName(car)}"`)
        .send(jpeg);
    },
  );

  app.get(
    `${BASE}/Caption`,
    signedIn({
      summary:
        "The caption to post with the Status picture of the caller's live car Rand, ending with the car's short link; Data: { Caption, Link }. Another seller's car, a sold car or an unknown Rand: 404 'Car not found'.",
      querystring: StatusCardQuerySchema,
      response: { 200: StatusCaptionAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const car = await liveCar(request, request.query.Rand);
      const Link = shortCarUrl(publicUrl, car.rand);
      return {
        Success: true,
        Message: 'Success',
        Data: { Caption: statusCaption(car, Link), Link },
      };
    },
  );
};
