/** The shopper's wardrobe through wardrobe.list (search on name, brand or colour, plus category). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WardrobeListInput, WardrobeListOutput } from '../../../tools/wardrobe/contracts.js';
import { callTool } from '../../lib/api.js';

export const WARDROBE_KEY = ['wardrobe'] as const;

export const useWardrobe = (input: Pick<WardrobeListInput, 'query' | 'category'> = {}) => {
  const query = input.query?.trim() || undefined;
  const category = input.category && input.category !== 'all' ? input.category : undefined;
  return useQuery({
    queryKey: [...WARDROBE_KEY, { query, category }],
    queryFn: () => callTool<WardrobeListOutput>('wardrobe.list', { ...(query ? { query } : {}), ...(category ? { category } : {}) }),
    placeholderData: keepPreviousData,
  });
};
