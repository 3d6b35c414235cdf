/**
 * The shop's own words in Hindi (design §15, issue 36): an offer's title and terms, the shop's
 * tagline, support hours and address, and the team's names and roles. Set beside the English through
 * the admin API; a Hindi read shows them, a missing word shows the English; bad Hindi is refused and
 * changes nothing; a seller's member edits the Hindi of its own promotions only.
 */
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), cacheLife: jest.fn(), cacheTag: jest.fn() }));
import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, type Staff } from '../helpers/admin';
import { POST as createPromotion } from '@/app/api/v1/admin/promotions/route';
import { PATCH as patchPromotion } from '@/app/api/v1/admin/promotions/[id]/route';
import { GET as publicPromotions } from '@/app/api/v1/public/store/promotions/route';
import * as settingsRoute from '@/app/api/v1/admin/settings/route';
import * as team from '@/app/api/v1/admin/team/route';
import * as teamOne from '@/app/api/v1/admin/team/[id]/route';
import { localizeSettings, localizeTeam } from '@/lib/i18n/content';
import { listTeam } from '@/lib/content/team';
import { getShopSettings } from '@/lib/settings/settings';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import type { PublicPromotionJson } from '@/lib/offers/public';
import { PATCH as patchProduct } from '@/app/api/v1/admin/products/[id]/route';
import { getProductBySlug } from '@/lib/catalog/products';
import { localizeProduct } from '@/lib/i18n/content';
import { products, promotions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);

type Who = { authHeader: Record<string, string> };
const PROMOTIONS = '/api/v1/admin/promotions';
const offerIn = async (lang: 'en' | 'hi', code: string | null, title?: string) => {
  const res = await call(publicPromotions, '/api/v1/public/store/promotions', { headers: { 'Accept-Language': lang } });
  expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  return (res.body!.data as PublicPromotionJson[]).find((o) => o.code === code && (!title || o.title === title));
};
const post = (who: Who, body: object) => call(createPromotion, PROMOTIONS, json('POST', body, who.authHeader));
const patch = (who: Who, id: number, body: object) =>
  call(patchPromotion, `${PROMOTIONS}/${id}`, { params: { id: String(id) }, ...json('PATCH', body, who.authHeader) });
const offer = {
  title: 'Harvest sale',
  kind: 'PERCENT',
  value: 10,
  maxDiscount: 150,
  minOrderValue: 499,
  firstOrderOnly: true,
  advertised: true,
  startsAt: '2026-01-01T00:00',
};

describe('offers', () => {
  test('the demo offers carry their Hindi title; their terms read in Hindi to a Hindi caller', async () => {
    const welcome = await offerIn('hi', 'WELCOME10');
    expect(welcome).toMatchObject({ title: 'वेलकम ऑफ़र', terms: 'पहले ऑर्डर पर 10% छूट, ₹150 तक' });
    expect(await offerIn('en', 'WELCOME10')).toMatchObject({
      title: 'Welcome offer',
      terms: '10% off up to ₹150 on your first order',
    });
    expect((await offerIn('hi', null))?.terms).toBe('UPI या कार्ड से पेमेंट करने पर 5% छूट · कम से कम ₹999 का ऑर्डर');
  });

  test('an admin sets the Hindi title; a blank one shows the English again; too long is refused and changes nothing', async () => {
    const res = await post(s.admin, { ...offer, code: 'HARVEST', translations: { hi: { title: '  फ़सल सेल  ' } } });
    expect(res.status).toBe(201);
    const made = res.body!.data as AdminPromotion;
    expect(made.translations).toEqual({ hi: { title: 'फ़सल सेल' } });
    expect(await offerIn('hi', 'HARVEST')).toMatchObject({
      title: 'फ़सल सेल',
      terms: 'पहले ऑर्डर पर 10% छूट, ₹150 तक · कम से कम ₹499 का ऑर्डर',
    });

    const long = await patch(s.admin, made.id, { translations: { hi: { title: 'क'.repeat(201) } } });
    expect(long.status).toBe(400);
    expect(long.body!.message).toBe('Hindi title is at most 200 characters');
    const [row] = await db.select().from(promotions).where(eq(promotions.id, made.id));
    expect(row.translations).toEqual({ hi: { title: 'फ़सल सेल' } });

    // an edit that sends no Hindi keeps it; an emptied field removes it
    expect((await patch(s.admin, made.id, { minOrderValue: 599 })).body!.data).toMatchObject({
      translations: { hi: { title: 'फ़सल सेल' } },
    });
    expect((await patch(s.admin, made.id, { translations: { hi: { title: ' ' } } })).body!.data).toMatchObject({
      translations: {},
    });
    expect((await offerIn('hi', 'HARVEST'))?.title).toBe('Harvest sale');
  });

  test("a seller's member sets the Hindi of its own promotion; another seller's is not found and unchanged", async () => {
    const mine = (await post(s.memberA, { ...offer, code: 'AONLY' })).body!.data as AdminPromotion;
    const theirs = (await post(s.memberB, { ...offer, code: 'BONLY' })).body!.data as AdminPromotion;
    const hindi = { translations: { hi: { title: 'हमारा ऑफ़र' } } };
    expect((await patch(s.memberA, mine.id, hindi)).status).toBe(200);
    expect((await patch(s.memberA, theirs.id, hindi)).status).toBe(404);
    const [row] = await db.select().from(promotions).where(eq(promotions.id, theirs.id));
    expect(row.translations).toEqual({});
    expect((await offerIn('hi', 'AONLY'))?.title).toBe('हमारा ऑफ़र');
  });
});

describe('shop settings', () => {
  const put = (body: unknown, who: Who = s.admin) =>
    call(settingsRoute.PUT, '/api/v1/admin/settings', json('PUT', body, who.authHeader));

  test('the demo shop reads in Hindi with no Hindi saved; English pages keep the English', async () => {
    const settings = await getShopSettings();
    const hindi = localizeSettings(settings, 'hi').shop;
    expect([hindi.tagline, hindi.supportHours, hindi.address.city, hindi.address.state]).toEqual([
      'एक ही बाग़ान की ऑर्गेनिक चाय, कच्चा शहद और हाथ से चुने मसाले',
      'कामकाजी दिनों में सुबह 10 से शाम 4 बजे तक',
      'गुवाहाटी',
      'असम',
    ]);
    expect(localizeSettings(settings, 'en').shop.tagline).toBe(settings.shop.tagline);
  });

  test('the admin edits the Hindi beside the English; a cleared word falls back; bad Hindi changes nothing', async () => {
    const res = await put({
      tagline: 'Tea, honey and spices from the farm',
      translations: { hi: { tagline: 'खेत से चाय, शहद और मसाले', supportHours: '' } },
    });
    expect(res.status).toBe(200);
    const hindi = localizeSettings(await getShopSettings(), 'hi').shop;
    expect(hindi.tagline).toBe('खेत से चाय, शहद और मसाले');
    expect(hindi.supportHours).toBe('10am to 4pm, on working days');
    expect(hindi.address.city).toBe('गुवाहाटी');

    for (const bad of [{ hi: { tagline: 'क'.repeat(161) } }, { hi: { city: 42 } }, 'हिन्दी']) {
      const refused = await put({ translations: bad, tagline: 'Something else' });
      expect(refused.status).toBe(400);
    }
    const after = await getShopSettings();
    expect(after.shop.tagline).toBe('Tea, honey and spices from the farm');
    expect(after.translations.hi?.tagline).toBe('खेत से चाय, शहद और मसाले');
    expect((await put({ translations: { hi: { tagline: 'x' } } }, s.memberA)).status).toBe(403);
  });
});

describe('team', () => {
  test('the demo team reads in Hindi; a member without a Hindi bio keeps the English one', async () => {
    const members = await listTeam();
    const hindi = localizeTeam(members, 'hi');
    const founder = hindi.find((m) => m.founder && !m.coFounder)!;
    expect([founder.name, founder.positionTitle, founder.department]).toEqual([
      'अनिर्बान बरुआ',
      'संस्थापक और मैनेजिंग डायरेक्टर',
      'लीडरशिप',
    ]);
    expect(founder.message).toMatch(/^जब हमने/);
    const pemba = members.find((m) => m.name === 'Pemba Sherpa')!;
    expect(hindi.find((m) => m.id === pemba.id)!.bio).toBe(pemba.bio);
  });

  test('the admin sets a member’s Hindi; too long is refused and changes nothing', async () => {
    const h = s.admin.authHeader;
    const created = await call(
      team.POST,
      '/x',
      json(
        'POST',
        {
          name: 'Ravi',
          positionTitle: 'Taster',
          department: 'Quality',
          translations: { hi: { name: 'रवि', positionTitle: 'टेस्टर' } },
        },
        h,
      ),
    );
    expect(created.status).toBe(201);
    const id = String((created.body!.data as { id: number }).id);
    const refused = await call(teamOne.PATCH, '/x', {
      ...json('PATCH', { translations: { hi: { bio: 'क'.repeat(5001) } } }, h),
      params: { id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body!.message).toBe('Hindi bio is at most 5000 characters');
    const ravi = localizeTeam(await listTeam(), 'hi').find((m) => String(m.id) === id)!;
    expect([ravi.name, ravi.positionTitle, ravi.department, ravi.bio]).toEqual(['रवि', 'टेस्टर', 'Quality', '']);
  });
});

describe('the pack picker’s option name', () => {
  test('the admin names a product’s one option in Hindi; the Hindi product carries it, the English keeps its own', async () => {
    const [row] = await db
      .select({ id: products.id, slug: products.slug, options: products.options })
      .from(products)
      .where(eq(products.sellerId, s.sellerA.id))
      .orderBy(products.id);
    const id = String(row.id);
    const edit = (body: object) =>
      call(patchProduct, '/x', { ...json('PATCH', body, s.admin.authHeader), params: { id } });
    expect((await edit({ options: [{ name: 'Grind', values: ['Whole'] }] })).status).toBe(200);
    const refused = await edit({ translations: { hi: { optionName: 'क'.repeat(41) } } });
    expect(refused.status).toBe(400);
    expect(refused.body!.message).toBe('Hindi option name is at most 40 characters');
    expect((await edit({ translations: { hi: { optionName: 'पिसाई' } } })).status).toBe(200);
    const english = (await getProductBySlug(row.slug))!;
    expect(english.options.map((o) => o.name)).toEqual(['Grind']);
    expect(localizeProduct(english, 'hi').options.map((o) => o.name)).toEqual(['पिसाई']);
  });
});
