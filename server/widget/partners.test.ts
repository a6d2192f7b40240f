import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { widgetPartners } from '../db/schema.js';
import { DEMO_PARTNER, createPartner, ensureDemoPartner, partnerIdentitySecret, sealPartnerSecrets } from './partners.js';

let database: TestDatabase;
const key = randomBytes(32);

beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.close(); });

const storedSecretOf = async (id: string) =>
  (await database.db.select({ secret: widgetPartners.identitySecret }).from(widgetPartners).where(eq(widgetPartners.id, id)))[0]!.secret;

describe('partner identity secrets at rest', () => {
  it('are stored encrypted; the plain secret comes back once, at creation, and only the key reads the row', async () => {
    const { partner, identitySecret } = await createPartner(database.db, key, { name: 'Maison Shop', origins: ['https://shop.example'] });
    expect(identitySecret).toMatch(/^sk_[\w-]{43}$/);
    const stored = await storedSecretOf(partner.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(identitySecret);
    expect(partnerIdentitySecret(key, partner)).toBe(identitySecret);
    expect(partnerIdentitySecret(randomBytes(32), partner)).toBeNull();
    // A ciphertext copied onto another partner's row does not read there.
    const other = (await createPartner(database.db, key, { name: 'Other Shop', origins: ['https://other.example'] })).partner;
    expect(partnerIdentitySecret(key, { ...other, identitySecret: stored })).toBeNull();
  });

  it('are encrypted at start-up where an older version left them in plain text, once', async () => {
    const [plain] = await database.db.insert(widgetPartners)
      .values({ partnerKey: 'pk_plain_old_row', name: 'Old Shop', allowedOrigins: ['https://old.example'], identitySecret: 'sk_plain-secret-from-before' }).returning();
    expect(partnerIdentitySecret(key, plain!)).toBeNull();
    expect(await sealPartnerSecrets(database.db, key)).toBe(1);
    const [sealed] = await database.db.select().from(widgetPartners).where(eq(widgetPartners.id, plain!.id));
    expect(sealed!.identitySecret).toMatch(/^v1\./);
    expect(partnerIdentitySecret(key, sealed!)).toBe('sk_plain-secret-from-before');
    expect(await sealPartnerSecrets(database.db, key)).toBe(0);
  });

  it('the demo partner\'s too', async () => {
    await ensureDemoPartner(database.db, key);
    const [demo] = await database.db.select().from(widgetPartners).where(eq(widgetPartners.partnerKey, DEMO_PARTNER.key));
    expect(demo!.identitySecret).toMatch(/^v1\./);
    expect(partnerIdentitySecret(key, demo!)).toMatch(/^sk_/);
  });
});
