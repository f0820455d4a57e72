import { t } from 'elysia';
import { answers, type ApiOperations } from '../../lib/api-docs';

/** The health check, for load balancers and uptime monitors. */
export const healthApiDocs: ApiOperations = {
  'GET /healthz': { tag: 'Health', summary: 'Answers ok while the app and its database respond', session: false, responses: answers({ 200: t.Object({ status: t.Literal('ok') }), 503: t.Object({ status: t.String() }) }) },
};
