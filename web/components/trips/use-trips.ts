/** Trips through their tools: saved trips, one trip, planning, removing, and destination suggestions. */
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripPlan, TripPlanInput, TripSummary } from '../../../tools/trips/contracts.js';
import { callTool } from '../../lib/api.js';

export const TRIPS_KEY = ['trips'] as const;
const tripKey = (id: string) => ['trips', id] as const;

export const useTrips = () =>
  useQuery({
    queryKey: TRIPS_KEY,
    queryFn: () => callTool<{ trips: TripSummary[] }>('trips.list', { limit: 20 }),
    select: (data) => data.trips,
  });

export const useTrip = (id: string | null) =>
  useQuery({
    queryKey: tripKey(id ?? ''),
    queryFn: () => callTool<{ trip: TripPlan }>('trips.get', { id }),
    select: (data) => data.trip,
    enabled: !!id,
  });

export const usePlanTrip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TripPlanInput) => callTool<{ trip: TripPlan }>('trips.plan', input),
    onSuccess: ({ trip }) => {
      queryClient.setQueryData(tripKey(trip.id), { trip });
      void queryClient.invalidateQueries({ queryKey: TRIPS_KEY, exact: true });
    },
  });
};

export const useRemoveTrip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callTool<{ removed: string }>('trips.remove', { id }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<{ trips: TripSummary[] }>(TRIPS_KEY, (data) => data && { trips: data.trips.filter((t) => t.id !== id) });
      queryClient.removeQueries({ queryKey: tripKey(id) });
    },
  });
};

/** The value after it has stopped changing for `ms`. */
const useDebounced = <T,>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

export interface DestinationSuggestion {
  label: string;
  name: string;
  country: string;
}

/** Known destinations for what is being typed (trips.destinations), 150 ms after typing stops. */
export const useDestinationSuggestions = (query: string) => {
  const settled = useDebounced(query.trim(), 150);
  return useQuery({
    queryKey: ['trip-destinations', settled],
    queryFn: ({ signal }) => callTool<{ destinations: DestinationSuggestion[] }>('trips.destinations', { query: settled, limit: 6 }, { signal }),
    select: (data) => data.destinations,
    enabled: settled.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
