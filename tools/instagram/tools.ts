/**
 * The Instagram style analysis card (product rules §2, §4, §9): analyse the connected account's first 5
 * recent posts into style elements and colours with the style vocabulary, or — with no post stored —
 * the posts of the shopper's followed influencers, or of the first 5 active influencers (the spec's
 * default list), saying which. Results are kept on the Instagram connection (connection_data.analyses).
 * The posts come from `recentInstagramMedia` (tools/connections). Captions are read, not pixels: the
 * media URLs point at Instagram's CDN, which tools do not fetch.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { influencerAccounts, influencerPosts, userSocialConnections } from '../../server/db/schema.js';
import {
  DISCOVERY_LIMITS, instagramAnalysisSchema, instagramRecentOutputSchema, type AnalysisSource, type InstagramAnalysis,
} from '../discovery/contracts.js';
import { genomeConfidence, isSignal } from '../discovery/genome.js';
import { readConnection, readFollows } from '../discovery/signals.js';
import { blendVectors, topDimensions, vectorFromText, type StyleVector } from '../recommendations/style-vector.js';
import { DIMENSIONS } from '../recommendations/vocabulary.js';
import { defineTool, ToolError, type UserToolContext } from '../types.js';
import { recentInstagramMedia } from '../connections/recent-media.js';
import { uuidArray } from '../sources/sql-lists.js';
import { instagramConnectionOf, mergeConnectionData } from '../connections/store.js';

/** Posts read per influencer when the analysis falls back to influencers. */
const POSTS_PER_HANDLE = 3;

export const NOT_CONNECTED_MESSAGE = 'Connect Instagram first: no Instagram account is connected.';

const ELEMENT_GROUPS = new Set(['aesthetic', 'silhouette', 'material']);

/** The words of a set of captions: top style elements (look, shape, fabric) and colours. */
export const analyseCaptions = (captions: readonly string[]) => {
  const vectors = captions.map((c) => vectorFromText(c)).filter(isSignal);
  if (!vectors.length) return { aesthetic: null, style_elements: [], colors: [], confidence_score: 0 };
  const parts = vectors.map((vector) => ({ vector, weight: 1 }));
  const vector: StyleVector = blendVectors(parts);
  const elements = DIMENSIONS.filter((d) => ELEMENT_GROUPS.has(d.group))
    .map((d) => ({ word: d.word, weight: vector[d.index] ?? 0 }))
    .filter((d) => d.weight > 1e-9)
    .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
    .slice(0, DISCOVERY_LIMITS.styleElements)
    .map((d) => d.word);
  return {
    aesthetic: topDimensions(vector, 1, 'aesthetic')[0]?.word ?? null,
    style_elements: elements,
    colors: topDimensions(vector, DISCOVERY_LIMITS.colours, 'colour').map((d) => d.word),
    confidence_score: genomeConfidence(parts, vector),
  };
};

/** Captions of the newest posts of these accounts, POSTS_PER_HANDLE each. */
const influencerCaptions = async (ctx: UserToolContext, accountIds: readonly string[]): Promise<string[]> => {
  if (!accountIds.length) return [];
  const rows = await ctx.db.select({ caption: influencerPosts.caption, influencerId: influencerPosts.influencerId })
    .from(influencerPosts)
    .where(sql`${influencerPosts.influencerId} = any(${uuidArray(accountIds)})`)
    .orderBy(desc(influencerPosts.postedAt))
    .limit(accountIds.length * 20);
  const taken = new Map<string, number>();
  const captions: string[] = [];
  for (const r of rows) {
    const n = taken.get(r.influencerId) ?? 0;
    if (n >= POSTS_PER_HANDLE || !r.caption) continue;
    taken.set(r.influencerId, n + 1);
    captions.push(r.caption);
  }
  return captions;
};

/** What to read: the account's own posts, else followed influencers, else the default five. */
const pickSource = async (ctx: UserToolContext) => {
  // The connection's first 5 recent posts (re-fetched from Meta when stale and configured, else as stored).
  const media = (await recentInstagramMedia(ctx)).slice(0, DISCOVERY_LIMITS.instagramMedia).filter((m) => m.caption?.trim());
  if (media.length) return { source: 'instagram_media' as AnalysisSource, handles: [], captions: media.map((m) => m.caption!) };
  const follows = await readFollows(ctx.db, ctx.userId, null);
  let accounts = [...follows.accounts].sort((a, b) => b.weight - a.weight || a.handle.localeCompare(b.handle))
    .slice(0, DISCOVERY_LIMITS.fallbackHandles).map((a) => ({ id: a.id, handle: a.handle }));
  let source: AnalysisSource = 'followed_influencers';
  if (!accounts.length) {
    // Product rules §7: influencer_accounts where active, limit 5 — newest first, as the influencer list reads them.
    accounts = await ctx.db.select({ id: influencerAccounts.id, handle: influencerAccounts.handle }).from(influencerAccounts)
      .where(eq(influencerAccounts.isActive, true)).orderBy(desc(influencerAccounts.createdAt), influencerAccounts.handle)
      .limit(DISCOVERY_LIMITS.fallbackHandles);
    source = 'default_influencers';
  }
  return { source, handles: accounts.map((a) => a.handle), captions: await influencerCaptions(ctx, accounts.map((a) => a.id)) };
};

const storedAnalyses = (data: Record<string, unknown> | null | undefined): InstagramAnalysis[] => {
  const list = data?.['analyses'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = instagramAnalysisSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
};

export const instagramAnalyzeStyle = defineTool({
  name: 'instagram.analyzeStyle',
  description: 'Analyse the connected Instagram account\'s first 5 recent posts (their captions and hashtags) into style ' +
    'elements and colours; with no post stored, the shopper\'s followed influencers\' posts, else 5 active influencers\' ' +
    '(the answer says which). The result is kept with the connection (newest 10).',
  auth: 'user',
  // The Instagram analysis card's button and list; in words the stylist runs discovery.scan.
  chatDoor: false,
  // Stores the analysis on the Instagram connection.
  effect: 'change',
  input: z.strictObject({}),
  output: instagramAnalysisSchema,
  async execute(_input, ctx) {
    const connection = await readConnection(ctx.db, ctx.userId);
    if (!connection.connected) throw new ToolError('not_found', NOT_CONNECTED_MESSAGE);
    const { source, handles, captions } = await pickSource(ctx);
    const now = ctx.now();
    const analysis: InstagramAnalysis = {
      id: randomUUID(), analyzed_at: now.toISOString(), source, handles, media_count: captions.length, ...analyseCaptions(captions),
    };
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ data: userSocialConnections.connectionData }).from(userSocialConnections)
        .where(instagramConnectionOf(ctx.userId)).for('update');
      const analyses = [analysis, ...storedAnalyses(row?.data)].slice(0, DISCOVERY_LIMITS.keptAnalyses);
      await mergeConnectionData(tx, ctx.userId, { analyses }, now);
    });
    return analysis;
  },
});

export const instagramRecentAnalyses = defineTool({
  name: 'instagram.recentAnalyses',
  description: 'Whether Instagram is connected (and as whom), and the 3 most recent style analyses (4 style elements and ' +
    '3 colours each).',
  auth: 'user',
  // The Instagram analysis card's button and list; in words the stylist runs discovery.scan.
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({}),
  output: instagramRecentOutputSchema,
  async execute(_input, ctx) {
    const connection = await readConnection(ctx.db, ctx.userId);
    return {
      connected: connection.connected,
      username: connection.username,
      results: storedAnalyses(connection.data).slice(0, DISCOVERY_LIMITS.recentEntries).map((a) => ({
        ...a,
        style_elements: a.style_elements.slice(0, DISCOVERY_LIMITS.styleElements),
        colors: a.colors.slice(0, DISCOVERY_LIMITS.colours),
      })),
    };
  },
});

export const instagramTools = [instagramAnalyzeStyle, instagramRecentAnalyses] as const;
