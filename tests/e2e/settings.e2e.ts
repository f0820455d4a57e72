import { expect, test, type Page } from '@playwright/test';
import { latestOutbox, signIn, site } from './helpers';

let n = 0;
const unique = (what: string) => `${what}-${Date.now()}-${++n}`;

/** A fresh practice through the portal's signup; its root admin stays signed in on app.localhost. */
async function newPractice(page: Page) {
  const name = `Lakeside Vets ${Date.now()}`;
  await page.goto(site('app', '/vendor/signup'));
  await page.getByLabel('Practice name').fill(name);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Lake');
  const email = `${unique('e2e-admin')}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('lena-password');
  await page.getByLabel('Mobile number').fill(`6${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Register practice' }).click();
  await expect(page).toHaveURL(site('app', '/app/appointments'));
  await page.goto(site('app', '/app/settings/domains'));
  const siteUrl = (await page.locator('a.site-url').textContent())!;
  return { name, siteUrl, email };
}

/** An image to crop: a screenshot of a coloured page. */
async function sampleImage(page: Page): Promise<Buffer> {
  const other = await page.context().newPage();
  await other.setContent('<body style="margin:0;background:linear-gradient(90deg,#e63946,#457b9d)"><h1 style="color:white">Logo</h1></body>');
  await other.setViewportSize({ width: 400, height: 400 });
  const png = await other.screenshot();
  await other.close();
  return png;
}

/** Chooses an image in the avatar editor, drags it, zooms to 1.5 and saves; the page reloads unless told it stays. */
async function cropAt15(page: Page, buttonName: string, { reloads = true } = {}) {
  await page.getByLabel('Choose an image').setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: await sampleImage(page) });
  const canvas = page.locator('.avatar-editor canvas');
  await expect(canvas).toBeVisible();
  const zoom = page.getByLabel('Zoom');
  await expect(zoom).toHaveValue('1.2');
  await zoom.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('.avatar-editor output')).toHaveText('1.5');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  if (reloads) await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: buttonName }).click()]);
  else await page.getByRole('button', { name: buttonName }).click();
}

test.describe('Settings for a practice', () => {
  test('the root admin sees four tabs with Website first, and changes brand, header HTML and logo seen on the practice site', async ({ page, browser }) => {
    const { siteUrl } = await newPractice(page);
    await page.goto(site('app', '/app/settings'));
    await expect(page).toHaveURL(site('app', '/app/settings/website'));
    await expect(page.locator('.settings-tabs a')).toHaveText(['Website', 'Domains', 'Team', 'Practice', 'Webhooks', 'My Profile', 'Account', 'Telehealth']);

    const brand = unique('Lakeside Animal Care');
    await page.getByLabel('Brand name').fill(brand);
    // A new site opens in Markdown; raw HTML is the advanced mode.
    await expect(page.locator('[data-island="WebsiteEditor"][data-hydrated="true"]')).toBeAttached();
    await page.getByLabel('Advanced: edit HTML').check();
    await page.getByLabel('Header section (HTML)').fill('<h2>Open seven days</h2><p>Walk-ins welcome</p>');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your website has been saved.')).toBeVisible();
    await expect(page.locator('.site-preview h2', { hasText: 'Open seven days' })).toBeVisible();

    await cropAt15(page, 'Upload logo', { reloads: false });
    await expect(page.locator('.avatar-editor img.avatar-current')).toBeVisible();
    // The preview of the saved site is fetched again with the new logo.
    const logo = page.locator('.site-preview .brand img');
    await expect(logo).toHaveAttribute('src', /\/files\/public\/brand_logo\//);
    const logoSrc = (await logo.getAttribute('src'))!;

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(siteUrl);
    await expect(visitor.locator('.practice-header a.brand img')).toHaveAttribute('src', logoSrc);
    await expect(visitor.locator('.practice-header a.brand img')).toHaveAttribute('alt', brand);
    await expect(visitor.getByRole('heading', { name: 'Open seven days' })).toBeVisible();
    const natural = await visitor.locator('.practice-header a.brand img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(natural).toEqual([240, 240]);
  });

  test("hostile header HTML never runs on the practice site", async ({ page, browser }) => {
    const { siteUrl } = await newPractice(page);
    await page.goto(site('app', '/app/settings/website'));
    await expect(page.locator('[data-island="WebsiteEditor"][data-hydrated="true"]')).toBeAttached();
    await page.getByLabel('Advanced: edit HTML').check();
    await page.getByLabel('Header section (HTML)').fill(
      '<h2>Safe heading</h2><script>alert("script")</script><img src="https://invalid.example/x.png" onerror="alert(\'onerror\')">' +
        '<a id="bad" href="javascript:alert(\'href\')">Click me</a><iframe srcdoc="<script>parent.alert(\'srcdoc\')</script>"></iframe>',
    );
    await page.getByLabel('Body section (HTML)').fill('<p onmouseover="alert(\'hover\')">Hover me</p><svg onload="alert(\'svg\')"></svg>');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your website has been saved.')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await visitor.goto(siteUrl);
    await expect(visitor.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
    await visitor.getByText('Hover me').hover();
    await visitor.getByText('Click me').click();
    await visitor.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await visitor.locator('iframe, script:not([src]), [onerror], [onmouseover]').count()).toBe(0);
  });

  test('uploading a logo keeps the Markdown being typed in the website editor: the page does not reload', async ({ page }) => {
    await newPractice(page);
    await page.goto(site('app', '/app/settings/website'));
    await expect(page.locator('[data-island="WebsiteEditor"][data-hydrated="true"]')).toBeAttached();
    await expect(page.locator('[data-island="AvatarEditor"][data-hydrated="true"]')).toBeAttached();
    const header = page.getByLabel('Header section (Markdown)');
    await header.fill('## Typed, not saved yet');
    await expect(page.frameLocator('.site-live-preview-frame').getByRole('heading', { name: 'Typed, not saved yet' })).toBeVisible();
    // A reload would forget this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await cropAt15(page, 'Upload logo', { reloads: false });
    await expect(page.getByText('Your new logo has been uploaded.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(header).toHaveValue('## Typed, not saved yet');
    await expect(page.locator('.site-preview .brand img')).toHaveAttribute('src', /\/files\/public\/brand_logo\//);
    await expect(page.frameLocator('.site-live-preview-frame').locator('.brand img')).toHaveAttribute('src', /\/files\/public\/brand_logo\//);

    // What was typed is still there to save.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your website has been saved.')).toBeVisible();
    await expect(page.locator('.site-preview h2', { hasText: 'Typed, not saved yet' })).toBeVisible();
  });

  test('a text file renamed .png is refused by the logo field, and nothing is uploaded', async ({ page }) => {
    await newPractice(page);
    await page.goto(site('app', '/app/settings/website'));
    await expect(page.locator('[data-island="AvatarEditor"][data-hydrated="true"]')).toBeAttached();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/app/settings/website/logo')) posted.push(request.url());
    });
    const field = page.getByLabel('Choose an image');
    await field.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('Just some words, no picture.') });
    await expect(page.locator('.avatar-editor .field-error')).toHaveText('The image must be a PNG, JPEG or WebP file');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.avatar-editor canvas')).toHaveCount(0);
    await expect(page.locator('.avatar-editor')).toContainText('No picture yet.');
    expect(posted).toEqual([]);

    // A real picture afterwards clears the refusal and is taken.
    await cropAt15(page, 'Upload logo', { reloads: false });
    await expect(page.getByText('Your new logo has been uploaded.')).toBeVisible();
    await expect(page.locator('.avatar-editor .field-error')).toHaveCount(0);
  });

  test("taking another practice's sub-domain says 'The domain is already taken!'", async ({ page }) => {
    await newPractice(page);
    await page.goto(site('app', '/app/settings/domains'));
    await page.getByLabel('Sub-domain').fill('citycats');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#field-sub_domain-error')).toHaveText('The domain is already taken!');
    await page.getByLabel('Sub-domain').fill('ab');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#field-sub_domain-error')).toHaveText('Sub-domain must be at least 4 characters');
  });

  test('a new team member sets a password from the e-mail, signs in, sees only My Profile and only the listings they manage, and gets 404 elsewhere', async ({ page, browser }) => {
    // Two people, two listings and a password reset: a long journey, given the time of three short ones.
    test.slow();
    await newPractice(page);
    const email = `${unique('e2e-member')}@example.com`;
    await page.goto(site('app', '/app/settings/team'));
    await page.getByRole('link', { name: 'Add team member' }).click();
    await page.getByLabel('First name').fill('Milo');
    await page.getByLabel('Last name').fill('Member');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill('5550147788');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Team member added.')).toBeVisible();
    await expect(page.locator(`tr[data-member="${email}"]`)).toContainText('Milo Member');

    for (const [title, owner] of [
      ['Dr. Milo', 'Milo Member'],
      ['Dr. Lena', 'Lena Lake'],
    ] as const) {
      await page.goto(site('app', '/app/listings/item'));
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Line 1').fill('General practice');
      await page.getByLabel('Listing owner').selectOption({ label: owner });
      const consultation = page.locator('.consultation').first();
      await consultation.getByLabel('Type').selectOption({ label: 'Clinic' });
      await consultation.getByLabel('Duration (minutes)').fill('30');
      await consultation.getByLabel('Price (USD)').fill('50');
      await consultation.getByLabel('Mon', { exact: true }).check();
      await page.getByRole('button', { name: 'Save listing' }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    const member = await (await browser.newContext()).newPage();
    const mail = await latestOutbox(member, email);
    const link = /(http\S+forgot=\S+)/.exec(mail!.body)![1]!;
    await member.goto(link);
    await member.getByLabel('New password', { exact: true }).fill('milo-password');
    await member.getByLabel('Confirm new password').fill('milo-password');
    await member.getByRole('button', { name: 'Change password' }).click();
    await expect(member.getByText('Your password has been reset successfully!')).toBeVisible();
    await signIn(member, email, { practice: true, password: 'milo-password' });

    await member.goto(site(undefined, '/app/settings'));
    await expect(member).toHaveURL(site(undefined, '/app/settings/profile'));
    await expect(member.locator('.settings-tabs a')).toHaveText(['My Profile', 'Account', 'Telehealth']);
    await expect(member.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await member.goto(site(undefined, '/app/listings'));
    await expect(member.getByRole('heading', { name: 'Dr. Milo' })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Dr. Lena' })).toHaveCount(0);
    for (const path of ['/app/users', '/app/settings/website']) {
      const res = await member.goto(site(undefined, path));
      expect(res!.status()).toBe(404);
      await expect(member.getByText('Oops! Sorry page not found')).toBeVisible();
    }
  });

  test('cropping an avatar at zoom 1.5 shows it in the header at once', async ({ page }) => {
    const { email } = await newPractice(page);
    // The portal shows no header: the picture is checked where the header is, on the main host.
    await signIn(page, email, { practice: true, password: 'lena-password' });
    await page.goto(site(undefined, '/app/settings/profile'));
    await expect(page.locator('img.header-avatar')).toHaveCount(0);
    await cropAt15(page, 'Upload profile picture');
    const avatar = page.locator('img.header-avatar');
    await expect(avatar).toBeVisible();
    const src = (await avatar.getAttribute('src'))!;
    await expect(page.locator('.avatar-editor img.avatar-current')).toHaveAttribute('src', src);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  });

  test('the Users screen finds the demo owner by part of their e-mail and opens their pets', async ({ page }) => {
    await signIn(page, 'vet@example.com', { practice: true });
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.getByLabel('Search by name, email or mobile').fill('owner@exa');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('tr[data-user="owner@example.com"]');
    await expect(row).toContainText('Sarah Mitchell');
    await expect(page.locator('tr[data-user]')).toHaveCount(1);
    await expect(page).toHaveURL(/q=owner%40exa/);
    await row.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { name: 'Sarah Mitchell' })).toBeVisible();
    await expect(page.locator('[data-pet="Biscuit"]')).toBeVisible();
    await expect(page.locator('[data-pet="Miso"]')).toBeVisible();
    await expect(page.getByText('Rabies (3-year)')).toBeVisible();
  });
});
