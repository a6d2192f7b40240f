/** The dressing room through its tools: one query, and cart/remove mutations that update it in place. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DressingRoomItem } from '../../../tools/dressing-room/store.js';
import { callTool, errorMessage } from '../../lib/api.js';

export type { DressingRoomItem };

export const DRESSING_ROOM_KEY = ['dressing-room'] as const;

/** `enabled` false for a guest, who has no dressing room to read. */
export const useDressingRoom = (enabled = true) =>
  useQuery({
    queryKey: DRESSING_ROOM_KEY,
    enabled,
    queryFn: () => callTool<{ items: DressingRoomItem[] }>('dressingRoom.list', {}),
    select: (data) => data.items,
  });

type Snapshot = { items: DressingRoomItem[] } | undefined;

/** 'Move to Cart' ⇄ 'In Cart' (product rules §4 Cart flag): flips at once, rolls back if the server says no. */
export const useToggleCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callTool<{ item: DressingRoomItem }>('dressingRoom.toggleCart', { id }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: DRESSING_ROOM_KEY });
      const before = queryClient.getQueryData<Snapshot>(DRESSING_ROOM_KEY);
      queryClient.setQueryData<Snapshot>(DRESSING_ROOM_KEY, (data) =>
        data && { items: data.items.map((i) => (i.id === id ? { ...i, is_in_cart: !i.is_in_cart } : i)) });
      return { before };
    },
    onError: (error, _id, context) => {
      queryClient.setQueryData(DRESSING_ROOM_KEY, context?.before);
      toast.error('Could not update your cart', { description: errorMessage(error) });
    },
    onSuccess: ({ item }) => {
      queryClient.setQueryData<Snapshot>(DRESSING_ROOM_KEY, (data) =>
        data && { items: data.items.map((i) => (i.id === item.id ? item : i)) });
    },
  });
};

export const useRemoveFromDressingRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DressingRoomItem) => callTool<{ removed: string }>('dressingRoom.remove', { id: item.id }),
    onSuccess: (_result, item) => {
      queryClient.setQueryData<Snapshot>(DRESSING_ROOM_KEY, (data) => data && { items: data.items.filter((i) => i.id !== item.id) });
      toast.success('Removed from your dressing room', { description: item.item_name });
    },
    onError: (error) => toast.error('Could not remove that piece', { description: errorMessage(error) }),
  });
};
