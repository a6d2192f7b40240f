/**
 * Add to cart on a product page: the cart is the dressing room's cart flag, so a piece not yet saved
 * is saved and flagged in one press, and a second press takes it out of the cart (it stays saved).
 * Like the Save control, the button is never disabled while it works, so focus stays on it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { callTool, errorMessage } from '../../lib/api.js';
import { Button } from '../ui/index.js';
import { DRESSING_ROOM_KEY, useDressingRoom, useToggleCart, type DressingRoomItem } from '../dressing-room/use-dressing-room.js';

export const CartToggle = ({ productId, name }: { productId: string; name: string }) => {
  const room = useDressingRoom();
  const queryClient = useQueryClient();
  const toggleCart = useToggleCart();
  const item = room.data?.find((i) => i.external_product_id === productId);
  const addToCart = useMutation({
    mutationFn: async () => {
      const { item: saved } = await callTool<{ item: DressingRoomItem }>('dressingRoom.add', { productId });
      if (!saved.is_in_cart) await callTool('dressingRoom.toggleCart', { id: saved.id });
    },
    onSuccess: () => toast.success('Added to your cart', { description: `${name} is in your dressing room's cart.` }),
    onError: (error) => toast.error('Could not add it to your cart', { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRESSING_ROOM_KEY }),
  });
  const inCart = item?.is_in_cart ?? false;
  const busy = addToCart.isPending || toggleCart.isPending;
  const press = () => {
    if (busy) return;
    if (item) toggleCart.mutate(item.id);
    else addToCart.mutate();
  };
  return (
    <Button
      type="button" variant={inCart ? 'secondary' : 'primary'} aria-pressed={inCart} aria-busy={busy || undefined}
      onClick={press} data-testid="cart-toggle"
    >
      {inCart ? <Check aria-hidden className="size-4" /> : <ShoppingCart aria-hidden className="size-4" />}
      {inCart ? 'In your cart' : 'Add to cart'}
    </Button>
  );
};
