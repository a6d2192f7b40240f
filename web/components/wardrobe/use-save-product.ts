/** Save a catalogue product to the dressing room (dressingRoom.add), refreshing the pieces lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DressingRoomItem } from '../../../tools/dressing-room/store.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { DRESSING_ROOM_KEY } from '../dressing-room/use-dressing-room.js';

export const useSaveProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: { productId: string; name: string }) =>
      callTool<{ item: DressingRoomItem; added: boolean }>('dressingRoom.add', { productId: product.productId }),
    onSuccess: ({ added }, product) => {
      toast.success(added ? 'Saved to your dressing room' : 'Already in your dressing room', { description: product.name });
      void queryClient.invalidateQueries({ queryKey: DRESSING_ROOM_KEY });
    },
    onError: (error) => toast.error('Save failed', { description: errorMessage(error) }),
  });
};
