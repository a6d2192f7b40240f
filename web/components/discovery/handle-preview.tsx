/** Up to `limit` handles as badges, then '+N more' (product rules §2 previews: paste 30, import 40). */
import { Badge } from '../ui/index.js';
import { preview } from './discovery-saves.js';

export const HandlePreview = ({ handles, limit, label }: { handles: readonly string[]; limit: number; label: string }) => {
  if (handles.length === 0) return null;
  const { shown, more } = preview(handles, limit);
  return (
    <ul tabIndex={0} className="flex max-h-48 flex-wrap gap-1.5 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ink" aria-label={label} data-testid="handle-preview">
      {shown.map((h) => (
        <li key={h}><Badge variant="muted">@{h}</Badge></li>
      ))}
      {more > 0 && <li><Badge variant="outline" data-testid="handle-preview-more">+{more} more</Badge></li>}
    </ul>
  );
};
