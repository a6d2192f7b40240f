/**
 * Photo analysis over stored uploads. The pixels were measured once, when the photo was uploaded
 * (server/uploads), and the measurement lives on the uploads row; analysing again — with the item's
 * text, or after influencers changed — needs only the database, so any tool can call it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { uploads } from '../../server/db/schema.js';
import { nearestInfluencers } from '../recommendations/nearest.js';
import type { StyleVector } from '../recommendations/style-vector.js';
import { ToolError, type Database } from '../types.js';
import { colourSwatchSchema, styleAnalysisSchema, type StyleAnalysis } from './contracts.js';
import { combinedVector, composeAnalysis, mergePalettes, type InfluencerMatch, type PhotoMeasurement } from './compose.js';

/** Product rules §3 lists matched influencers; three is what a result card shows. */
const MATCHED_INFLUENCERS = 3;
/** Below this cosine similarity an influencer shares too little with the photo to be called a match. */
const MIN_INFLUENCER_SIMILARITY = 0.2;

/** What the uploads row keeps in `analysis`: the spec's result plus the measurement behind it. */
export const storedAnalysisSchema = styleAnalysisSchema.extend({
  measurement: z.object({ palette: z.array(colourSwatchSchema), background: z.string().nullable() }),
  text: z.string().nullable(),
  analyzed_at: z.string(),
  /** Set once a product upload has taught the style profile (so it never counts twice). */
  learned_at: z.string().nullable().default(null),
});
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

export interface AnalysisResult {
  analysis: StyleAnalysis;
  /** The style vector (null when neither colour nor text said anything). */
  vector: StyleVector | null;
}

export const matchInfluencers = async (db: Database, vector: StyleVector | null): Promise<InfluencerMatch[]> => {
  if (!vector) return [];
  const nearest = await nearestInfluencers(db, vector, { limit: MATCHED_INFLUENCERS });
  return nearest
    .filter((n) => n.similarity >= MIN_INFLUENCER_SIMILARITY)
    .map((n) => ({ handle: n.influencer.handle, name: n.influencer.displayName, similarity: n.similarity, vector: n.vector }));
};

/** Analysis of one or more measured photos plus optional text. */
export const analyzeMeasurements = async (db: Database, measurements: readonly PhotoMeasurement[], text?: string): Promise<AnalysisResult> => {
  const palette = mergePalettes(measurements.map((m) => m.palette));
  const vector = combinedVector(palette, text);
  const influencers = await matchInfluencers(db, vector);
  return { analysis: composeAnalysis(measurements, text, influencers), vector };
};

/** The JSON kept on the uploads row. */
export const analysisRecord = (
  result: AnalysisResult, measurement: PhotoMeasurement, text: string | undefined, now: Date, learnedAt: string | null = null,
): StoredAnalysis => ({
  ...result.analysis,
  measurement: { palette: measurement.palette, background: measurement.background },
  text: text?.trim() || null,
  analyzed_at: now.toISOString(),
  learned_at: learnedAt,
});

export type UploadRow = typeof uploads.$inferSelect;

/** The user's own uploads, in the order asked; someone else's id is "not found", never "forbidden". */
export const ownedUploads = async (db: Database, userId: string, ids: readonly string[]): Promise<UploadRow[]> => {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await db.select().from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.id, unique)));
  if (rows.length !== unique.length) throw new ToolError('not_found', 'Upload not found. Upload the photo first, then analyse it.');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
};

/** The ids of the user's `count` most recent uploads, newest first. */
export const latestUploadIds = async (db: Database, userId: string, count: number): Promise<string[]> => {
  const rows = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, userId))
    .orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(count);
  if (rows.length === 0) throw new ToolError('not_found', 'You have not uploaded any photos yet. Upload a photo first, then analyse it.');
  return rows.map((r) => r.id);
};

export const storedAnalysisOf = (row: UploadRow): StoredAnalysis | null => {
  const parsed = storedAnalysisSchema.safeParse(row.analysis);
  return parsed.success ? parsed.data : null;
};

const measurementOf = (row: UploadRow): PhotoMeasurement => {
  const stored = storedAnalysisOf(row);
  // Every upload is measured before its row is written, so this means a row written by hand.
  if (!stored) throw new ToolError('conflict', 'This photo has not been measured yet; upload it again.');
  return stored.measurement;
};

export interface UploadsAnalysis extends AnalysisResult {
  /** Each upload with its own analysis, as stored on its row. */
  uploads: { row: UploadRow; result: AnalysisResult; stored: StoredAnalysis }[];
}

/**
 * Analyses the user's uploads (with the item's text, if any), stores each one's analysis and vector
 * on its row, and returns the analysis of all of them together.
 */
export const analyzeUploads = async (db: Database, userId: string, uploadIds: readonly string[], text: string | undefined, now: Date): Promise<UploadsAnalysis> => {
  const rows = await ownedUploads(db, userId, uploadIds);
  const measurements = rows.map(measurementOf);
  const perUpload: UploadsAnalysis['uploads'] = [];
  for (const [index, row] of rows.entries()) {
    const result = await analyzeMeasurements(db, [measurements[index]!], text);
    const stored = analysisRecord(result, measurements[index]!, text, now, storedAnalysisOf(row)?.learned_at ?? null);
    await db.update(uploads).set({ analysis: stored, styleVector: result.vector })
      .where(and(eq(uploads.id, row.id), eq(uploads.userId, userId)));
    perUpload.push({ row, result, stored });
  }
  const combined = rows.length === 1 ? perUpload[0]!.result : await analyzeMeasurements(db, measurements, text);
  return { ...combined, uploads: perUpload };
};

/**
 * For other tools (wardrobe.add in photo mode, looks.complete): the analysis and vector of one upload
 * the user owns, stored on its row. ToolError not_found for anyone else's upload.
 */
export const analyzeUpload = async (db: Database, userId: string, uploadId: string, text?: string, now = new Date()): Promise<AnalysisResult> => {
  const { analysis, vector } = await analyzeUploads(db, userId, [uploadId], text, now);
  return { analysis, vector };
};
