/** The product page's reads, each through its tool: the piece, the pieces like it, and (signed in) the look around it. */
import { useQuery } from '@tanstack/react-query';
import type { ProductsGetOutput, ProductsSimilarOutput } from '../../../tools/catalogue/product-page.js';
import { lookAnalysisSchema, type LookAnalysis } from '../../../tools/looks/contracts.js';
import { ApiError, callTool } from '../../lib/api.js';

export type { ProductsGetOutput, ProductsSimilarOutput };
export type SimilarProduct = ProductsSimilarOutput['products'][number];

/** Match and reason belong to who is asking, so each read is keyed by the signed-in shopper too. */
export const useProduct = (id: string, viewer: string | null) =>
  useQuery({
    queryKey: ['product', id, viewer],
    queryFn: () => callTool<ProductsGetOutput>('products.get', { id }),
    // An unknown piece stays unknown: asking again would only repeat the 404.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useSimilarProducts = (id: string, viewer: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['product-similar', id, viewer],
    enabled,
    queryFn: () => callTool<ProductsSimilarOutput>('products.similar', { id, limit: 8 }),
    select: (data) => data.products,
  });

export const useLookAround = (id: string, viewer: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['product-look', id, viewer],
    enabled: enabled && viewer !== null,
    queryFn: async (): Promise<LookAnalysis> => lookAnalysisSchema.parse(await callTool('looks.complete', { productId: id })),
  });

/** True when the piece does not exist (or the id is not one): the page is the app's not-found page. */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
