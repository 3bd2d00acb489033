import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { landingMember } from './member-landing-helpers';

// The member landings at desktop and phone size; run with E2E_SCREENSHOTS=1.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

for (const size of SIZES) {
  test(`member landings, ${size.name}`, async ({ page, context }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const fictional of [false, true]) {
      const member = await landingMember(context.request, fictional);
      const kind = fictional ? 'fictional' : 'real';
      for (const [name, path] of [
        ['landing', `/leden/${member.id}/landing`],
        ['landing2', `/leden/${member.id}/landing2/zomer`],
        ['landing3', `/leden/${member.id}/landing3`],
        ['signup', `/leden/${member.id}/aanmelden`],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('img', { name: `Foto van ${member.name}` }).first()).toBeVisible();
        await page.screenshot({ path: `${DIR}/member-${name}-${kind}-${size.name}.png`, fullPage: true });
      }
    }
  });
}
