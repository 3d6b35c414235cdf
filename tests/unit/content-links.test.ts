/**
 * Links typed into the back office (banner, page and post links) are https:// or a path on this
 * site. Browsers read a backslash as a slash, so `/\evil.example` leaves the site exactly like
 * `//evil.example` does (issue 29): both are refused, with the form's message.
 */
import { LINK_MESSAGE, linkField } from '@/lib/content/admin-schemas';

test('https links and same-site paths are accepted; a blank field is no link', () => {
  for (const ok of ['https://example.com/tea', '/products/assam-tea', '/blog?page=2', '/'])
    expect(linkField.parse(ok)).toBe(ok);
  expect(linkField.parse('  ')).toBeNull();
});

test('anything that leaves the site or runs script is refused', () => {
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/a\\..\\..\\evil',
    'http://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'products',
  ]) {
    const result = linkField.safeParse(bad);
    expect([bad, result.success]).toEqual([bad, false]);
    if (!result.success) expect(result.error.issues[0].message).toBe(LINK_MESSAGE);
  }
});
