/**
 * The one Save control for a catalogue piece or an inspiration post, wherever it is shown (feed,
 * inspiration, chat, looks, curated picks). Its truth is the dressing room itself (the same query the
 * dressing room page reads), so every card agrees with the room: pressed when the piece is in it.
 * A press saves or unsaves, the toast offers Undo, and the button never leaves the keyboard's focus
 * (it is never `disabled` while it works — a disabled button drops focus to the page).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../ui/index.js';
import { DRESSING_ROOM_KEY, useDressingRoom, type DressingRoomItem } from './use-dressing-room.js';

export type SavablePiece = { productId: string; name: string } | { postId: string; name: string };

/** How the dressing room names a saved piece: a product by its id, a post as `post:<id>`. */
export const savedKeyOf = (piece: SavablePiece): string => ('productId' in piece ? piece.productId : `post:${piece.postId}`);

const addInput = (piece: SavablePiece) => ('productId' in piece ? { productId: piece.productId } : { postId: piece.postId });

export interface SaveToggleOptions {
  /** Saving through another tool that also adds to the dressing room (the feed records why it was saved). */
  add?: () => Promise<unknown>;
}

export const useSaveToggle = (piece: SavablePiece, { add }: SaveToggleOptions = {}) => {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const room = useDressingRoom(signedIn);
  const queryClient = useQueryClient();
  const item: DressingRoomItem | undefined = room.data?.find((i) => i.external_product_id === savedKeyOf(piece));
  // What the shopper just asked for, shown at once and dropped when the room has been read again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: DRESSING_ROOM_KEY });
    setWanted(null);
  };

  const save = useMutation({
    mutationFn: () => (add ? add() : callTool('dressingRoom.add', addInput(piece))),
    onMutate: () => setWanted(true),
    onSuccess: () => toast.success('Saved to your dressing room', {
      description: piece.name,
      action: { label: 'Undo', onClick: () => void unsaveNow() },
    }),
    onError: (error) => {
      // A guest's save does nothing and says nothing: saving needs an account.
      if (!(error instanceof ApiError && error.status === 401)) toast.error('Save failed', { description: errorMessage(error) });
    },
    onSettled: settle,
  });
  const unsave = useMutation({
    mutationFn: (id: string) => callTool('dressingRoom.remove', { id }),
    onMutate: () => setWanted(false),
    onSuccess: () => toast.success('Removed from your dressing room', {
      description: piece.name,
      action: { label: 'Undo', onClick: () => save.mutate() },
    }),
    onError: (error) => toast.error('Could not remove that piece', { description: errorMessage(error) }),
    onSettled: settle,
  });
  // Undo after a save: the room is read first, so the new row's id is known.
  const unsaveNow = async () => {
    const items = await queryClient.fetchQuery({ queryKey: DRESSING_ROOM_KEY, queryFn: () => callTool<{ items: DressingRoomItem[] }>('dressingRoom.list', {}) });
    const saved = items.items.find((i) => i.external_product_id === savedKeyOf(piece));
    if (saved) unsave.mutate(saved.id);
  };

  const busy = save.isPending || unsave.isPending;
  const saved = wanted ?? Boolean(item);
  const toggle = () => {
    if (busy) return;
    if (!signedIn) {
      save.mutate();
      return;
    }
    if (item) unsave.mutate(item.id);
    else save.mutate();
  };
  return { saved, busy, toggle };
};

export interface SaveToggleProps extends SaveToggleOptions {
  piece: SavablePiece;
  /** The button's accessible name; once saved, the text button adds ", saved" (its visible words). */
  label?: string;
  look?: 'outline' | 'ghost' | 'primary';
  iconOnly?: boolean;
  size?: 'sm' | 'icon';
  className?: string;
  /** The id of the element that names the piece, when the label does not. */
  describedBy?: string;
}

export const SaveToggle = ({ piece, label, look = 'outline', iconOnly = false, size = iconOnly ? 'icon' : 'sm', className, add, describedBy }: SaveToggleProps) => {
  const { saved, busy, toggle } = useSaveToggle(piece, { add });
  const Icon = saved ? BookmarkCheck : Bookmark;
  const variant = saved ? 'secondary' : look;
  const name = label ?? `Save ${piece.name}`;
  // A spoken name must contain the words on the button, so a pressed button that reads "Saved"
  // says so in its name too; the icon-only button has no words of its own.
  const accessibleName = saved && !iconOnly ? `${name}, saved` : name;
  return (
    <Button
      type="button" size={size} variant={variant} aria-pressed={saved} aria-busy={busy || undefined}
      aria-label={accessibleName} aria-describedby={describedBy} onClick={toggle} data-testid="save-toggle"
      className={cn(iconOnly && 'h-9 w-9 shrink-0', className)}
    >
      <Icon aria-hidden className="size-4" />{iconOnly ? null : saved ? 'Saved' : 'Save'}
    </Button>
  );
};
