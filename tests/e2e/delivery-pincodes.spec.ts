import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO_ADMIN, staffSignIn } from './support/session';

/*
 * The courier's serviceable list in the back office (issue 35, design §13): a file with a bad row is
 * checked and its error shown by row, nothing saved; the corrected file replaces the list, and the
 * card's counts and the public delivery call answer from it.
 */

const HEADER = 'pincode,serviceable,cod,min_days,max_days';
const file = (...lines: string[]) => ({
  name: 'courier.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\n')),
});

test('upload a courier list with a bad row → its error by row; fix it → replace → the counts change', async ({
  page,
}) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.goto('/admin/delivery');
  const card = page.getByRole('region', { name: 'Courier’s serviceable list' });
  await expect(card.getByTestId('courier-list-counts')).toHaveText(/^No list uploaded/);
  const replace = card.getByRole('button', { name: 'Replace the list' });

  await card.getByLabel('Courier’s CSV file').setInputFiles(file('560001,N,N,,', '560002,Y,maybe,,', '560003,Y,Y,4,6'));
  await card.getByRole('button', { name: 'Check file' }).click();
  await expect(card.getByText('1 errors: correct the file and check it again. Nothing was changed.')).toBeVisible();
  const errors = card.getByRole('table', { name: 'Errors in the file' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(/^3\s*cod\s*Enter Y or N$/);
  await expect(replace).toBeDisabled();
  await expectAccessible(page);

  await card.getByLabel('Courier’s CSV file').setInputFiles(file('560001,N,N,,', '560002,Y,N,,', '560003,Y,Y,4,6'));
  await card.getByRole('button', { name: 'Check file' }).click();
  await expect(
    card.getByText('Ready to replace the list. 3 rows: 3 to add, 0 to change, 0 to remove, 0 unchanged.'),
  ).toBeVisible();
  await expect(errors).toHaveCount(0);
  await replace.click();
  await expect(card.getByText(/^List replaced\. 3 rows/)).toBeVisible();
  await expect(card.getByTestId('courier-list-counts')).toHaveText(
    /^3 PIN codes listed: 2 served, 1 with cash on delivery \(updated /,
  );
  const asked = await page.request.get('/api/v1/public/store/delivery?pincode=560001');
  expect(((await asked.json()) as { data: { serviceable: boolean } }).data.serviceable).toBe(false);

  page.once('dialog', (dialog) => dialog.accept());
  await card.getByRole('button', { name: 'Clear the list' }).click();
  await expect(card.getByTestId('courier-list-counts')).toHaveText(/^No list uploaded/);
});
