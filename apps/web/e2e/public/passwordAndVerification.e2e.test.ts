import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useProduct } from '../support';
import { linkIn, outboxMails, waitForMail } from '../support/outbox';

/** Issue 14: /forgotPassword, /reset/{id}/{token} and /verify/{id}/{token}/{expires}/{signature} through the
 * real mail path (the outbox folder of the embedded default). */
describe('password reset and e-mail verification by mail', () => {
  const e2e = useProduct();

  it('forgot -> the mail in the outbox -> reset -> signs in with the new password only', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${e2e.product.url}/forgotPassword`);
    const before = (await outboxMails(e2e.product.outboxDir)).length;
    await page.getByLabel('Email').fill(DEMO.clerk);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('main')
      .getByRole('status')
      .getByText(/a reset link is on its way/)
      .waitFor();

    const link = linkIn(await waitForMail(e2e.product.outboxDir, DEMO.clerk, before));
    expect(link.origin).toBe(e2e.product.url);
    await page.goto(link.href);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    const save = page.getByRole('button', { name: 'Save new password' });
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-42');
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-pass-43');
    await page.getByText('Passwords must match').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-pass-42');
    await save.click();
    await page.waitForURL(`${e2e.product.url}/login`);
    await page.getByText('Password changed. Sign in with your new password.').waitFor();

    // The old password no longer opens the account; the new one does.
    await page.getByLabel('Email').fill(DEMO.clerk);
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('sign-in-error').waitFor();
    await signIn(page, e2e.product.url, DEMO.clerk, 'fresh-pass-42');

    // The link worked once.
    const { page: second } = await e2e.page();
    await second.goto(link.href);
    await second.getByLabel('New password', { exact: true }).fill('another-pass-1');
    await second.getByLabel('Confirm password', { exact: true }).fill('another-pass-1');
    await second.getByRole('button', { name: 'Save new password' }).click();
    await second
      .getByRole('main')
      .getByRole('alert')
      .getByText('This link was already used: ask for a new one')
      .waitFor();
    expect(new URL(second.url()).pathname).toMatch(/^\/reset\//);
  });

  it('verifies the address from the sign-up mail and goes to /login; a used link offers a new mail', async () => {
    const email = 'new.agency@example.com';
    const before = (await outboxMails(e2e.product.outboxDir)).length;
    const answer = await fetch(`${e2e.product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { signUpUser(input: {email: "${email}", name: "New Agency", password: "secret12", confirmPassword: "secret12"}) { _id } }`,
      }),
    }).then((response) => response.json() as Promise<{ data: { signUpUser: { _id: string } } }>);
    const userId = answer.data.signUpUser._id;
    const link = linkIn(await waitForMail(e2e.product.outboxDir, email, before));
    expect(link.pathname).toMatch(new RegExp(`^/verify/${userId}/[^/]+/\\d+/[^/]+$`));

    const { page } = await e2e.page();
    await page.goto(link.href);
    await page.waitForURL(`${e2e.product.url}/login`);
    await page.getByText('Email verified successfully. You can sign in now.').waitFor();

    // Opened again, the link says why it fails and offers a new mail (the account is verified: none is sent).
    await page.goto(link.href);
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('This link was already used: ask for a new one')
      .waitFor();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page
      .getByRole('main')
      .getByRole('status')
      .getByText(/successfully resent/)
      .waitFor();
  });

  it('sends a new verification mail from a failed link of an unverified account', async () => {
    const email = 'second.agency@example.com';
    const answer = await fetch(`${e2e.product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { signUpUser(input: {email: "${email}", name: "Second Agency", password: "secret12", confirmPassword: "secret12"}) { _id } }`,
      }),
    }).then((response) => response.json() as Promise<{ data: { signUpUser: { _id: string } } }>);
    const userId = answer.data.signUpUser._id;
    const first = linkIn(await waitForMail(e2e.product.outboxDir, email, 0));

    const { page } = await e2e.page();
    // A link whose signature was tampered with fails; the resend button sends a fresh one that works.
    await page.goto(`${first.href.slice(0, -4)}AAAA`);
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('This link is not valid: ask for a new one')
      .waitFor();
    const before = (await outboxMails(e2e.product.outboxDir)).length;
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    const fresh = linkIn(await waitForMail(e2e.product.outboxDir, email, before));
    expect(fresh.pathname).toMatch(new RegExp(`^/verify/${userId}/`));
    expect(fresh.href).not.toBe(first.href);
    await page.goto(fresh.href);
    await page.waitForURL(`${e2e.product.url}/login`);
  });
});
