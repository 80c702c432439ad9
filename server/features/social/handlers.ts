import * as oidc from 'openid-client';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { exchangeAuthorizationCode, verifyAccessToken, verifyIdToken } from './identity.ts';
import { clearBindingCookie, readBindingCookie, resolveIdentity, setBindingCookie } from './outcome.ts';
import { findProvider, providerConfiguration, redirectUriFor } from './providers.ts';
import { finishSocialRegistration } from './registration.ts';
import type * as routes from './routes.ts';
import { consumeLoginTransaction, createLoginTransaction } from './service.ts';

export const createLoginTransactionHandler: Handler<typeof routes.createLoginTransactionRoute> = async (c) => {
  const { env, db } = c.var.deps;
  const body = c.req.valid('json');
  const provider = findProvider(env, body.provider);
  // Discovery first: an unreachable provider must not leave a transaction or a cookie behind.
  const config = await providerConfiguration(provider);
  const transaction = await createLoginTransaction(db, provider.id, body.redirect ?? null);
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriFor(env, provider),
    scope: provider.scopes.join(' '),
    response_type: 'code',
    state: transaction.state,
    nonce: transaction.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
    code_challenge_method: 'S256',
  });
  setBindingCookie(c, transaction.binding);
  return c.json(
    {
      data: {
        authorization_url: authorizationUrl.href,
        transaction_id: transaction.id,
        expires_at: transaction.expiresAt.toISOString(),
      },
    },
    201,
  );
};

export const verifySocialTokenHandler: Handler<typeof routes.verifySocialTokenRoute> = async (c) => {
  const { env, db } = c.var.deps;
  const body = c.req.valid('json');
  const provider = findProvider(env, body.provider);
  const transaction = await consumeLoginTransaction(db, {
    state: body.state,
    provider: provider.id,
    binding: readBindingCookie(c),
  });
  clearBindingCookie(c);
  const identity = await exchangeAuthorizationCode(
    env,
    provider,
    {
      code: (body.code ?? body.token)!,
      state: body.state,
      iss: body.iss,
      nonce: transaction.nonce,
      codeVerifier: transaction.codeVerifier,
    },
    c.var.log,
  );
  return c.json({ data: await resolveIdentity(c, identity, transaction.redirect) }, 200);
};

export const authBySocialTokenHandler: Handler<typeof routes.authBySocialTokenRoute> = async (c) => {
  const body = c.req.valid('json');
  const provider = findProvider(c.var.deps.env, body.provider);
  const identity = body.id_token
    ? await verifyIdToken(provider, body.id_token, c.var.log)
    : await verifyAccessToken(provider, body.access_token!, c.var.log);
  return c.json({ data: await resolveIdentity(c, identity, null) }, 200);
};

export const finishSocialRegistrationHandler: Handler<typeof routes.finishSocialRegistrationRoute> = async (c) => {
  return c.json({ data: await finishSocialRegistration(c, c.req.valid('json')) }, 201);
};
