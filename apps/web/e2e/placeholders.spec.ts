import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findOnPages, MEMBER_PAGES, memberWithSomeoneToSee, open, PUBLIC_PAGES } from './main-pages';

// No raw "{{placeholder}}" of a catalogue ever reaches a visitor (issue 17): not in the text, the title, or the
// texts screen readers and forms show (aria-label, title, placeholder, alt, the description).

/** Every "{{…}}" the page shows or says, with where it is. */
async function rawPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pattern = /\{\{[^}]*\}\}/g;
    const found: string[] = [];
    const check = (where: string, text: string | null | undefined) => {
      for (const match of (text ?? '').match(pattern) ?? []) found.push(`${where}: ${match}`);
    };
    check('text', document.body.innerText);
    check('title', document.title);
    check('description', document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content);
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) check(`${element.tagName.toLowerCase()}[${attribute}]`, element.getAttribute(attribute));
    }
    return found;
  });
}

// Many pages per test, on a shared machine.
test.describe.configure({ timeout: 300_000 });

test('no page a visitor sees shows a raw placeholder', async ({ page }) => {
  expect(await findOnPages(page, PUBLIC_PAGES, rawPlaceholders)).toEqual({});
});

test("no page of a member's shows a raw placeholder", async ({ page, playwright, baseURL }) => {
  const her = await memberWithSomeoneToSee(page, playwright, baseURL);
  expect(await findOnPages(page, MEMBER_PAGES(her.id), rawPlaceholders)).toEqual({});
});

test('the date-of-birth step of signing up names the minimum age when the date is missing', async ({ page }) => {
  await open(page, '/aanmelden');
  await page.getByRole('group', { name: 'Ik ben een' }).getByLabel('Man').check();
  await page.getByRole('group', { name: 'Ik zoek' }).getByLabel('Vrouwen').check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Je geboortedatum' })).toBeFocused();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText(/je moet \d+\+ jaar oud zijn/i).first()).toBeVisible();
  expect(await rawPlaceholders(page)).toEqual([]);
});
