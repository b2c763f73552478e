import {
  Certificate,
  CertificateBody,
  coercedIdField,
  profileMessages as m,
  profileItemLimits,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import {
  addCertificate,
  listCertificates,
  removeCertificate,
  replaceCertificate,
} from './certificates.service.ts';

const tags = ['certificates'];
// One name for both meanings of the segment: OpenAPI forbids two templates of one path.
const itemParams = z.object({ id: coercedIdField.describe('The certificate id') });

const bodyRules =
  'Dates `YYYY-MM-DD`: only the year and month count, the first day of the month is stored. ' +
  '`endDate` omitted or null = no expiry; `certificateType` defaults to CERTIFICATE. Errors: ' +
  `400 with the field’s Polish message (\`${m.certificateNameRequired}\`, \`${m.certificateIssuerRequired}\`, ` +
  `length limits, \`${m.dateInvalid}\`), 400 \`${m.endBeforeStart}\``;

const notYours = `404 \`${m.certificateNotFound}\` (unknown id or another freelancer’s certificate; nothing changes)`;

/** D21–D24: the "Certyfikaty i licencje" section. In the path, GET takes the freelancer id, the writes the item id. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  const freelancer = app.authorize('FREELANCER');

  app.get(
    '/certificate/freelancer/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D21: a freelancer’s certificates and licences',
        description: withInvestorRule(
          'Freelancers and admins. Order: newest `dateOfObtaining` first, then the newest id. ' +
            '404 `User not found` when the id is not a freelancer.',
        ),
        params: z.object({ id: coercedIdField.describe('The freelancer id (its user id)') }),
        response: { 200: z.array(Certificate) },
      },
    },
    (request) => listCertificates(app.db, request.params.id),
  );

  app.post(
    '/certificate/freelancer',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D22: add a certificate or licence',
        description: `FREELANCER, to the caller’s list; answers the created certificate. ${bodyRules}, 400 \`${m.tooManyCertificates}\` beyond ${profileItemLimits.certificates}.`,
        body: CertificateBody,
        response: { 201: Certificate },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addCertificate(app.db, request.auth.userId, request.body)),
  );

  app.patch(
    '/certificate/freelancer/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D23: replace one of the caller’s certificates',
        description: `FREELANCER, the D22 body; every field is replaced. ${bodyRules}, ${notYours}.`,
        params: itemParams,
        body: CertificateBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { userId } = request.auth;
      await replaceCertificate(app.db, userId, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/certificate/freelancer/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D24: delete one of the caller’s certificates',
        description: `FREELANCER. Errors: ${notYours}.`,
        params: itemParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeCertificate(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default routes;
