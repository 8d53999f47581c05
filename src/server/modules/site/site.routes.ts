/**
 * GET /api/Site/settings (extension; docs/product.md#site-calls, #identity): the
 * contact details and social links the header, footer and Contact Us show, from
 * configuration rather than literals in components.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteSettingsAnswerSchema } from '#shared/schemas/site.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { cacheSuccessfulGets } from '../../http/cache.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheSuccessfulGets(app);
  keepPublicAnswers(app);
  app.get(
    '/api/Site/settings',
    {
      schema: {
        tags: ['Site'],
        summary:
          'Site settings: phone, e-mail, address, website, Facebook and Instagram links, and the Grievance Officer (name, e-mail, phone).',
        response: { 200: SiteSettingsAnswerSchema },
      },
    },
    async () => {
      const { phone, email, address, website, facebook, instagram, grievanceOfficer } =
        app.config.site;
      return {
        Success: true,
        Message: 'Success',
        Data: { phone, email, address, website, facebook, instagram, grievanceOfficer },
      };
    },
  );
};
