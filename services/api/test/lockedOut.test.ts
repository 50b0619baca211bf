import { LOCKED_OUT_USER_STATUSES } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, PASSWORD, startTestApi, type TestApi } from './support/testApi';

/** A user whose status locks them out (the domain's one list) can neither sign in nor use a session. */
describe.each(ENGINES)('locked-out users, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  const signIn = () =>
    api.gql(`mutation ($input: AuthInput!) { authUser(input: $input) { token } }`, {
      input: { email: 'plain.a@example.com', password: PASSWORD },
    });
  const me = () => api.gql('{ me { _id } }', {}, api.tokens.plainA);

  it.each(LOCKED_OUT_USER_STATUSES)(
    '%s: sign-in refused and the open session no longer answers',
    async (status) => {
      await api.db.query('UPDATE users SET status = $1 WHERE id = $2', [status, api.users.plainA]);
      try {
        expect((await signIn()).errors?.[0]?.message).toBe(
          'Your account is disabled: you are not authorized to sign in',
        );
        expect((await me()).data?.me ?? null).toBeNull();
      } finally {
        await api.db.query(`UPDATE users SET status = 'Active' WHERE id = $1`, [api.users.plainA]);
      }
      expect((await signIn()).data?.authUser.token).toBeTruthy();
      expect((await me()).data?.me?._id).toBe(api.users.plainA);
    },
  );
});
