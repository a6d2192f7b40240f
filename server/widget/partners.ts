/**
 * Partner shops that embed the widget: a public key for the snippet, a secret for their optional
 * customer-identity JWTs, and the page origins allowed to host the widget. Outside production a
 * demo partner for the loopback names (any port) exists, so the demo shop and the e2e work with
 * no set-up.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { widgetPartners } from '../db/schema.js';
import { parseOriginPattern } from '../../widget/shared/origins.js';

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

export class PartnerInputError extends Error {
  override name = 'PartnerInputError';
}

export const createPartner = async (db: Database, input: PartnerInput): Promise<Partner> => {
  const parsed = partnerInputSchema.safeParse(input);
  if (!parsed.success) throw new PartnerInputError(parsed.error.issues.map((i) => i.message).join('\n'));
  const [row] = await db.insert(widgetPartners).values({
    partnerKey: newPartnerKey(), name: parsed.data.name, allowedOrigins: parsed.data.origins,
    identitySecret: newIdentitySecret(), themeColor: parsed.data.themeColor,
  }).returning();
  return row!;
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

/** The demo partner, created once (outside production only; the caller decides). */
export const ensureDemoPartner = async (db: Database): Promise<void> => {
  await db.insert(widgetPartners).values({
    partnerKey: DEMO_PARTNER.key, name: DEMO_PARTNER.name, allowedOrigins: [...DEMO_PARTNER.origins],
    identitySecret: newIdentitySecret(), themeColor: DEMO_PARTNER.themeColor,
  }).onConflictDoNothing({ target: widgetPartners.partnerKey });
};

/** The two lines a partner pastes before `</body>`. */
export const snippetFor = (publicUrl: string, key: string): string => {
  const base = publicUrl.replace(/\/$/, '');
  return `<script>window.Atelier=window.Atelier||function(){(Atelier.q=Atelier.q||[]).push(arguments)};</script>\n<script src="${base}/widget.js" data-partner="${key}" async></script>`;
};
