/**
 * Partner shops that embed the widget: a public key for the snippet, a secret for their optional
 * customer-identity JWTs, and the page origins allowed to host the widget. Outside production a
 * demo partner for the loopback names (any port) exists, so the demo shop and the e2e work with
 * no set-up; in production it is switched off, even over data first started in development.
 *
 * The identity secret is stored encrypted like social tokens (AES-256-GCM under the token key,
 * `v1.…`, bound to the partner key), in the same column: the plain secret is shown once, when the
 * partner is made, and read back only to check a customer JWT.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, not, like } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { widgetPartners } from '../db/schema.js';
import { parseOriginPattern } from '../../widget/shared/origins.js';
import { decryptToken, encryptToken, TokenCryptoError } from '../../tools/connections/token-crypto.js';

export type Partner = typeof widgetPartners.$inferSelect;

export const PARTNER_KEY = /^pk_\w{4,64}$/;
export const DEMO_PARTNER = {
  key: 'pk_demo_atelier',
  name: 'Atelier demo shop',
  /** Every loopback name, on any port: the demo shop, dev servers and the e2e shop. */
  origins: ['http://localhost:*', 'http://127.0.0.1:*'],
  themeColor: '#7c2d12',
} as const;

export const partnerInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the partner a name.').max(100),
  origins: z.array(z.string()).min(1, 'Give at least one allowed origin (--origin https://shop.example).').max(50)
    .transform((list, ctx) => {
      const out: string[] = [];
      for (const entry of list) {
        const parsed = parseOriginPattern(entry);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
        else if (!out.includes(parsed.source)) out.push(parsed.source);
      }
      return out;
    }),
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The theme colour is a hex colour such as #1c1917.').default('#1c1917'),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const newPartnerKey = () => `pk_${randomBytes(16).toString('hex')}`;
const newIdentitySecret = () => `sk_${randomBytes(32).toString('base64url')}`;

/** The partner key is bound in, so a ciphertext copied onto another partner's row does not read there. */
const boundTo = (partnerKey: string) => `widget-partner:${partnerKey}`;
const sealSecret = (key: Uint8Array, partnerKey: string, secret: string) => encryptToken(key, secret, boundTo(partnerKey));
const SEALED_PREFIX = 'v1.';

/** The partner's plain identity secret, or null when the row cannot be read with this key (changed key, tampered or plain row). */
export const partnerIdentitySecret = (key: Uint8Array, partner: Pick<Partner, 'partnerKey' | 'identitySecret'>): string | null => {
  try {
    return decryptToken(key, partner.identitySecret, boundTo(partner.partnerKey));
  } catch (error) {
    if (error instanceof TokenCryptoError) return null;
    throw error;
  }
};

/** At start-up: encrypts the secrets an older version stored in plain text; returns how many. */
export const sealPartnerSecrets = async (db: Database, key: Uint8Array): Promise<number> => {
  const plain = await db.select({ id: widgetPartners.id, partnerKey: widgetPartners.partnerKey, identitySecret: widgetPartners.identitySecret })
    .from(widgetPartners).where(not(like(widgetPartners.identitySecret, `${SEALED_PREFIX}%`)));
  for (const row of plain) {
    await db.update(widgetPartners).set({ identitySecret: sealSecret(key, row.partnerKey, row.identitySecret) })
      .where(and(eq(widgetPartners.id, row.id), eq(widgetPartners.identitySecret, row.identitySecret)));
  }
  return plain.length;
};

export class PartnerInputError extends Error {
  override name = 'PartnerInputError';
}

/** A new partner, and its plain identity secret: the only time it is shown. */
export const createPartner = async (db: Database, key: Uint8Array, input: PartnerInput): Promise<{ partner: Partner; identitySecret: string }> => {
  const parsed = partnerInputSchema.safeParse(input);
  if (!parsed.success) throw new PartnerInputError(parsed.error.issues.map((i) => i.message).join('\n'));
  const partnerKey = newPartnerKey();
  const identitySecret = newIdentitySecret();
  const [row] = await db.insert(widgetPartners).values({
    partnerKey, name: parsed.data.name, allowedOrigins: parsed.data.origins,
    identitySecret: sealSecret(key, partnerKey, identitySecret), themeColor: parsed.data.themeColor,
  }).returning();
  return { partner: row!, identitySecret };
};

export type PartnerLookup = { ok: true; partner: Partner } | { ok: false; status: 404 | 403; error: string; message: string };

/** The partner behind a key, refusing unknown and revoked keys with a message a developer can act on. */
export const findPartner = async (db: Database, key: string | undefined): Promise<PartnerLookup> => {
  if (!key || !PARTNER_KEY.test(key)) {
    return { ok: false, status: 404, error: 'unknown_partner', message: 'That is not an Atelier partner key (it looks like pk_…). Copy the snippet again from `npm run partner -- add`.' };
  }
  const [partner] = await db.select().from(widgetPartners).where(eq(widgetPartners.partnerKey, key));
  if (!partner) return { ok: false, status: 404, error: 'unknown_partner', message: `No Atelier partner has the key ${key}.` };
  if (partner.revokedAt) return { ok: false, status: 403, error: 'revoked_partner', message: `The Atelier partner key ${key} was revoked.` };
  return { ok: true, partner };
};

export const findPartnerById = async (db: Database, id: string): Promise<Partner | null> => {
  const [partner] = await db.select().from(widgetPartners).where(eq(widgetPartners.id, id));
  return partner && !partner.revokedAt ? partner : null;
};

export const listPartners = (db: Database) => db.select().from(widgetPartners).orderBy(desc(widgetPartners.createdAt));

export const revokePartner = async (db: Database, key: string, now: Date): Promise<boolean> =>
  (await db.update(widgetPartners).set({ revokedAt: now }).where(eq(widgetPartners.partnerKey, key)).returning({ id: widgetPartners.id })).length > 0;

export const setPartnerOrigins = async (db: Database, key: string, origins: string[]): Promise<Partner | null> => {
  const parsed = partnerInputSchema.shape.origins.safeParse(origins);
  if (!parsed.success) throw new PartnerInputError(parsed.error.issues.map((i) => i.message).join('\n'));
  const [row] = await db.update(widgetPartners).set({ allowedOrigins: parsed.data }).where(eq(widgetPartners.partnerKey, key)).returning();
  return row ?? null;
};

/** The demo partner, created once and active again if production switched it off (outside production only; the caller decides). */
export const ensureDemoPartner = async (db: Database, key: Uint8Array): Promise<void> => {
  await db.insert(widgetPartners).values({
    partnerKey: DEMO_PARTNER.key, name: DEMO_PARTNER.name, allowedOrigins: [...DEMO_PARTNER.origins],
    identitySecret: sealSecret(key, DEMO_PARTNER.key, newIdentitySecret()), themeColor: DEMO_PARTNER.themeColor,
  }).onConflictDoUpdate({ target: widgetPartners.partnerKey, set: { revokedAt: null } });
};

/** In production: the demo partner (public key, every loopback origin) is revoked if the data has one. */
export const retireDemoPartner = async (db: Database, now: Date): Promise<void> => {
  await db.update(widgetPartners).set({ revokedAt: now })
    .where(and(eq(widgetPartners.partnerKey, DEMO_PARTNER.key), isNull(widgetPartners.revokedAt)));
};

/** The two lines a partner pastes before `</body>`. */
export const snippetFor = (publicUrl: string, key: string): string => {
  const base = publicUrl.replace(/\/$/, '');
  return `<script>window.Atelier=window.Atelier||function(){(Atelier.q=Atelier.q||[]).push(arguments)};</script>\n<script src="${base}/widget.js" data-partner="${key}" async></script>`;
};
