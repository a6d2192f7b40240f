/**
 * trip_plans rows (product rules §3): destination, dates, trip_name 'Trip to <destination>', and
 * planned_outfits holding the activities with the whole plan, so a saved trip reads back exactly as
 * it was generated. Every read is filtered by the owner: another shopper's trip reads as missing.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tripPlans } from '../../server/db/schema.js';
import { ToolError, type Database } from '../types.js';
import {
  TRIP_ACTIVITIES, TRIP_MESSAGES, tripPlanContentSchema, type TripPlan, type TripSummary,
} from './contracts.js';
import { tripDayCount } from './dates.js';

export const plannedOutfitsSchema = tripPlanContentSchema.extend({ version: z.literal(1) });
export type PlannedOutfits = z.infer<typeof plannedOutfitsSchema>;

type TripRow = typeof tripPlans.$inferSelect;

export const tripNameFor = (destination: string): string => `Trip to ${destination}`;

const activitiesOf = (value: unknown) => {
  const parsed = z.array(z.enum(TRIP_ACTIVITIES)).safeParse(value);
  return parsed.success ? parsed.data : [];
};

const plannedOf = (row: TripRow): PlannedOutfits => {
  const parsed = plannedOutfitsSchema.safeParse(row.plannedOutfits);
  if (parsed.success) return parsed.data;
  // A row written outside this tool (or by an older version) still lists; its plan reads as empty.
  return {
    version: 1, activities: activitiesOf((row.plannedOutfits as { activities?: unknown }).activities), days: [],
    packing: { items: [], pieces: 0, owned: 0, to_buy: 0, total_to_buy: 0 },
    weather_note: '', weather_from: null, price_tier: null, fallback: false, notice: null,
  };
};

export const toTripPlan = (row: TripRow): TripPlan => {
  const planned = plannedOf(row);
  return {
    id: row.id,
    trip_name: row.tripName,
    destination: row.destination,
    start_date: row.startDate,
    end_date: row.endDate,
    day_count: tripDayCount(row.startDate, row.endDate),
    activities: planned.activities,
    days: planned.days,
    packing: planned.packing,
    weather_note: planned.weather_note,
    weather_from: planned.weather_from,
    price_tier: planned.price_tier,
    fallback: planned.fallback,
    notice: planned.notice,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

/**
 * Saved trips newest first, as summaries: only the few plan fields a list shows are read out of
 * planned_outfits (in SQL), not every day of every trip.
 */
export const listTripSummaries = async (db: Database, userId: string, limit: number): Promise<TripSummary[]> => {
  const plan = tripPlans.plannedOutfits;
  const rows = await db.select({
    id: tripPlans.id, tripName: tripPlans.tripName, destination: tripPlans.destination, startDate: tripPlans.startDate,
    endDate: tripPlans.endDate, createdAt: tripPlans.createdAt,
    activities: sql<unknown>`${plan}->'activities'`,
    pieces: sql<number | null>`(${plan}->'packing'->>'pieces')::int`,
    toBuy: sql<number | null>`(${plan}->'packing'->>'to_buy')::int`,
    fallback: sql<boolean | null>`(${plan}->>'fallback')::boolean`,
  }).from(tripPlans).where(eq(tripPlans.userId, userId))
    .orderBy(desc(tripPlans.createdAt), desc(tripPlans.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    trip_name: row.tripName,
    destination: row.destination,
    start_date: row.startDate,
    end_date: row.endDate,
    day_count: tripDayCount(row.startDate, row.endDate),
    activities: activitiesOf(row.activities),
    pieces: Number(row.pieces ?? 0),
    to_buy: Number(row.toBuy ?? 0),
    fallback: row.fallback === true,
    created_at: row.createdAt.toISOString(),
  }));
};

/** Saves a trip; the row comes back without reading the plan's JSON again (it is what was written). */
export const insertTrip = async (
  db: Database,
  userId: string,
  trip: { destination: string; startDate: string; endDate: string; planned: PlannedOutfits },
  now: Date,
): Promise<TripRow> => {
  const values = {
    userId,
    destination: trip.destination,
    startDate: trip.startDate,
    endDate: trip.endDate,
    tripName: tripNameFor(trip.destination),
    plannedOutfits: trip.planned,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await db.insert(tripPlans).values(values).returning({ id: tripPlans.id });
  return { ...values, id: row!.id };
};

export const ownedTrip = async (db: Database, userId: string, id: string): Promise<TripRow> => {
  const [row] = await db.select().from(tripPlans).where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)));
  if (!row) throw new ToolError('not_found', TRIP_MESSAGES.notFound);
  return row;
};

export const deleteTrip = async (db: Database, userId: string, id: string): Promise<void> => {
  const removed = await db.delete(tripPlans).where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId))).returning({ id: tripPlans.id });
  if (!removed.length) throw new ToolError('not_found', TRIP_MESSAGES.notFound);
};
