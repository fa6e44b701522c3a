import { fullPath } from '@fm/contract/endpoint';
import * as freelancerEndpoints from '@fm/contract/endpoints/freelancers';
import { AGENCY_PASSWORD_ENDPOINTS } from '@fm/contract/endpoints/users';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { now } from './clock.ts';
import { countInWindow, type WindowLimit } from './rate-window.ts';

const HOUR_SECONDS = 60 * 60;

/** Both realms' variants of each call share one count: the limit is on mails and links, not on a URL. */
const LIMITED_CALLS = new Map<string, 'forgot-password' | 'create-password'>([
  [fullPath(freelancerEndpoints.forgotPassword), 'forgot-password'],
  [fullPath(AGENCY_PASSWORD_ENDPOINTS.forgotPassword), 'forgot-password'],
  [fullPath(freelancerEndpoints.passwordCreate), 'create-password'],
  [fullPath(AGENCY_PASSWORD_ENDPOINTS.passwordCreate), 'create-password'],
]);

function emailOf(body: unknown): string | null {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Limits the public password calls that send mails or try link tokens: forgot-password per e-mail address
 * and per client address, create-password per client address (PASSWORD_MAIL_LIMIT_PER_EMAIL,
 * PASSWORD_LIMIT_PER_ADDRESS, per hour). The e-mail is counted before anyone looks it up, so a known and an
 * unknown address get the same answers in the same order; over the limit the answer is 429 with Retry-After.
 * Hooked onto the routes by path, so the modules that own the calls stay as they are. Register before them.
 */
export function registerPasswordLinkLimits(app: FastifyInstance, input: { db: DbOrTx; config: AppConfig }) {
  const perAddress: WindowLimit = { max: input.config.passwordLimitPerAddress, windowSeconds: HOUR_SECONDS };
  const perEmail: WindowLimit = { max: input.config.passwordMailLimitPerEmail, windowSeconds: HOUR_SECONDS };

  const refuse = (reply: FastifyReply, retryAfterSeconds: number) => {
    void reply.header('retry-after', String(retryAfterSeconds));
    return new AppError(429, 'error.rateLimited');
  };

  const limitCall =
    (call: 'forgot-password' | 'create-password'): preHandlerHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const at = now();
      const byAddress = await countInWindow(input.db, `${call}:ip:${request.ip}`, perAddress, at);
      if (!byAddress.isAllowed) {
        request.log.warn({ event: 'password_call_limited', call, address: request.ip }, 'too many calls from address');
        throw refuse(reply, byAddress.retryAfterSeconds);
      }
      const email = call === 'forgot-password' ? emailOf(request.body) : null;
      if (!email) return;
      const byEmail = await countInWindow(input.db, `${call}:email:${email}`, perEmail, at);
      if (!byEmail.isAllowed) {
        request.log.warn({ event: 'password_call_limited', call, address: request.ip }, 'too many mails to one e-mail');
        throw refuse(reply, byEmail.retryAfterSeconds);
      }
    };

  app.addHook('onRoute', (route) => {
    const call = LIMITED_CALLS.get(route.url);
    if (!call) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, limitCall(call)];
  });
}
