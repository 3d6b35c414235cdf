import { clientIp, SOCKET_ADDRESS_HEADER, UNKNOWN_CLIENT } from '@/lib/security/client-ip';
import { sniffImage } from '@/lib/account/avatar';
import { initialsOf, initialsSvg } from '@/lib/account/initials';

const req = (headers: Record<string, string>) => new Request('http://localhost/x', { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

test('without TRUST_PROXY the client is the socket address; X-Forwarded-For is ignored', () => {
  expect(clientIp(req({ [SOCKET_ADDRESS_HEADER]: '::ffff:10.1.2.3', 'X-Forwarded-For': '1.1.1.1' }))).toBe('10.1.2.3');
  expect(clientIp(req({ 'X-Forwarded-For': '1.1.1.1' }))).toBe(UNKNOWN_CLIENT);
  expect(clientIp(req({ [SOCKET_ADDRESS_HEADER]: 'not an ip; drop table' }))).toBe(UNKNOWN_CLIENT);
});

test('with TRUST_PROXY the right-most X-Forwarded-For entry (added by our proxy) is the client', () => {
  process.env.TRUST_PROXY = '1';
  expect(clientIp(req({ [SOCKET_ADDRESS_HEADER]: '10.0.0.1', 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' }))).toBe(
    '203.0.113.9',
  );
  expect(clientIp(req({ [SOCKET_ADDRESS_HEADER]: '10.0.0.1' }))).toBe('10.0.0.1');
});

test('image types come from magic bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));
  expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
  expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
  expect(sniffImage(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  expect(sniffImage(ascii('GIF89a'))).toBe('gif');
  expect(sniffImage(ascii('<html><body>'))).toBeNull();
  expect(sniffImage(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  expect(sniffImage(ascii('%PDF-1.7'))).toBeNull();
  expect(sniffImage(bytes())).toBeNull();
});

test('initials: first and last word, letters only, escaped in the SVG', () => {
  expect(initialsOf('Asha Devi Rao')).toBe('AR');
  expect(initialsOf('meera')).toBe('M');
  expect(initialsOf('  ')).toBe('?');
  expect(initialsOf('Ñandu Ölz')).toBe('ÑÖ');
  expect(initialsSvg('"><script>x</script>')).not.toMatch(/<script/);
});
