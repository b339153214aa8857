import { expect, test, type APIRequestContext, type BrowserContext } from '../support/test';
import { buildPath, getRoute, type Language, type MessageId, type RouteId } from '@shop/i18n';
import { mailDe, mailEn, messages } from '@shop/i18n/messages';

/*
 * Store pages with and without map consent, the contact form, the whistleblower system and the
 * newsletter's double opt-in, in German and English. The shop runs with a (fake) map token; the
 * map's own requests to Mapbox are cut off, the page only has to mount the map.
 */

const t = (language: Language, id: MessageId, values: Record<string, string> = {}) => {
  const text = messages[language][id];
  if (text === undefined) throw new Error(`no text ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
};
const path = (language: Language, routeId: RouteId, params?: Record<string, string>) =>
  buildPath(getRoute(routeId), language, params);

async function decide(context: BrowserContext, groups: string) {
  const value = encodeURIComponent(`${groups}|2026-11-23T10:00:00.000Z`);
  await context.addCookies([
    { name: 'shopConsent', value, url: test.info().project.use.baseURL ?? 'http://localhost' },
  ]);
}

interface OutboxMessage {
  subject: string;
  text: string;
}

async function outboxMessage(request: APIRequestContext, to: string, subject: string) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages: sent } = (await response.json()) as { messages: OutboxMessage[] };
        found = sent.find((message) => message.subject.startsWith(subject));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

function linkIn(text: string, routeId: RouteId, language: Language): string {
  const target = path(language, routeId);
  const match = new RegExp(`https?://\\S*${target.replace(/\//g, '\\/')}\\?\\S+`).exec(text);
  if (!match) throw new Error(`no ${routeId} link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

const uniqueEmail = (what: string) =>
  `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeEach(async ({ context }) => {
  await context.route(/api\.mapbox\.com|events\.mapbox\.com/, (route) => route.abort());
});

test('German store page without map consent: address, hours, directions and the way to the cookie settings', async ({
  page,
  context,
}) => {
  await decide(context, 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
  await page.goto(path('de', 'stores'));
  await page.getByRole('link', { name: 'Filiale Vaduz' }).click();
  await expect(page).toHaveURL(/\/filialen\/vaduz$/);
  await expect(page.getByRole('heading', { name: 'Filiale Vaduz' })).toBeVisible();
  // The list's seven addresses stay until the store's page has replaced it (the URL and the
  // heading, also on the list's card, change first).
  await expect(page.locator('address')).toHaveCount(1);
  await expect(page.locator('address')).toContainText('Städtle 17');
  await expect(page.getByRole('table', { name: t('de', 'content.store.hours') })).toContainText(
    'Montag bis Freitag',
  );
  await expect(page.getByRole('link', { name: /Route planen/ })).toHaveAttribute(
    'href',
    /destination=47.1398,9.5215/,
  );
  await expect(page.getByText(/Jetzt (geöffnet|geschlossen)/)).toBeVisible();
  await expect(page.getByRole('region', { name: /Karte der/ })).toHaveCount(0);
  await page.getByRole('button', { name: t('de', 'content.store.mapConsentAction') }).click();
  const dialog = page.getByRole('dialog', { name: t('de', 'consent.dialog.title') });
  await dialog.getByRole('checkbox', { name: t('de', 'consent.group.C0003') }).check();
  await dialog.getByRole('checkbox', { name: t('de', 'consent.group.C0004') }).check();
  await dialog.getByRole('button', { name: t('de', 'consent.save') }).click();
  await expect(page.getByRole('region', { name: 'Karte der Filiale Vaduz' })).toBeVisible();
});

test('English store page with consent shows the map', async ({ page, context }) => {
  await decide(context, 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1');
  await page.goto(path('en', 'storeDetail', { slug: 'zuerich' }));
  await expect(page.getByRole('heading', { name: 'Zurich branch' })).toBeVisible();
  await expect(page.getByText('Payment methods in the store')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the Zurich branch' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('en', 'content.store.mapConsentAction') }),
  ).toHaveCount(0);
});

for (const language of ['de', 'en'] as const) {
  test(`${language}: contact form validation, confirmation and the mail to the dealer`, async ({
    page,
    context,
    request,
  }) => {
    await decide(context, 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
    await page.goto(path(language, 'contact'));
    const send = page.getByRole('button', { name: t(language, 'content.contact.submit') });
    await send.click();
    await expect(page.getByText(t(language, 'validation.required')).first()).toBeVisible();
    await expect(page.getByText(t(language, 'validation.dataConsent'))).toBeVisible();
    const subject = `E2E ${language} ${Date.now()}`;
    // An address of its own: one address gets only a few receipts a day.
    const sender = `eva.huber.${language}.${Date.now()}@example.com`;
    await page.getByLabel(t(language, 'content.field.firstName')).fill('Eva');
    await page.getByLabel(t(language, 'content.field.lastName')).fill('Huber');
    await page
      .getByLabel(t(language, 'content.field.email'), { exact: false })
      .first()
      .fill(sender);
    await page.getByLabel(t(language, 'content.field.subject')).fill(subject);
    await page
      .getByRole('textbox', { name: t(language, 'content.field.message') })
      .fill('Brauche ich einen Termin?');
    // Its name up to the link to the privacy policy.
    const consent = t(language, 'content.contact.dataConsent').split('<')[0]!.trim();
    await page.getByRole('checkbox', { name: consent }).check();
    await send.click();
    await expect(page.getByText(t(language, 'content.contact.sent'))).toBeVisible();
    const mail = await outboxMessage(
      request,
      'service@aurum-argentum.at',
      `Kontaktformular: ${subject}`,
    );
    expect(mail.text).toContain('Brauche ich einen Termin?');
    // The sender's receipt, in the language of the page they wrote from, without their text.
    const receipt = await outboxMessage(
      request,
      sender,
      (language === 'de' ? mailDe : mailEn)['mail.contactReceived.subject']!,
    );
    expect(receipt.text).not.toContain('Brauche ich einen Termin?');
    expect(receipt.text).not.toContain(subject);
  });

  test(`${language}: whistleblower report, case code and follow-up`, async ({ page, context }) => {
    await decide(context, 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
    await page.goto(path(language, 'whistleblower'));
    const submit = page.getByRole('button', { name: t(language, 'content.whistleblower.submit') });
    await submit.click();
    await expect(page.getByText(t(language, 'validation.required')).first()).toBeVisible();
    await page.getByLabel(t(language, 'content.whistleblower.category')).selectOption('fraud');
    await page
      .getByLabel(t(language, 'content.whistleblower.description'))
      .fill('Falsche Rechnungen.');
    await submit.click();
    await expect(page.getByText(t(language, 'content.whistleblower.received'))).toBeVisible();
    const caseCode = (await page.getByTestId('case-code').textContent())!.trim();
    expect(caseCode).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);

    await page
      .getByLabel(t(language, 'content.whistleblower.caseCode'))
      .fill(caseCode.toLowerCase());
    await page.getByRole('button', { name: t(language, 'content.whistleblower.open') }).click();
    await expect(page.getByText(t(language, 'content.whistleblower.noMessages'))).toBeVisible();
    await page
      .getByLabel(t(language, 'content.whistleblower.addInformation'))
      .fill('Noch ein Detail.');
    await page.getByRole('button', { name: t(language, 'content.whistleblower.send') }).click();
    await expect(page.getByText(t(language, 'content.whistleblower.added'))).toBeVisible();
    await expect(page.getByText('Noch ein Detail.')).toBeVisible();
  });

  test(`${language}: newsletter double opt-in and unsubscribe`, async ({
    page,
    context,
    request,
  }) => {
    await decide(context, 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
    const email = uniqueEmail(`news-${language}`);
    await page.goto(path(language, 'contact'));
    const signup = page.getByRole('region', { name: t(language, 'content.newsletter.title') });
    await signup.getByLabel(t(language, 'content.field.email')).fill(email);
    await signup.getByRole('checkbox', { name: t(language, 'content.interest.gold') }).check();
    await signup.getByRole('button', { name: t(language, 'content.newsletter.subscribe') }).click();
    await expect(signup.getByText(t(language, 'content.newsletter.pending'))).toBeVisible();

    const mails = language === 'de' ? mailDe : mailEn;
    const confirm = await outboxMessage(request, email, mails['mail.newsletterConfirm.subject']!);
    await page.goto(linkIn(confirm.text, 'newsletterConfirm', language));
    await expect(page.getByText(t(language, 'content.newsletter.confirmed'))).toBeVisible();
    await page.goto(linkIn(confirm.text, 'newsletterUnsubscribe', language));
    await expect(page.getByText(t(language, 'content.newsletter.unsubscribed'))).toBeVisible();
  });
}
