/**
 * A change the stylist asks about before making it: one sentence saying what will change, with
 * Approve and Deny (plain buttons, so Tab, Enter and Space work), then what the shopper decided.
 */
import { useId } from 'react';
import { Check, X } from 'lucide-react';
import { Button, Card } from '../ui/index.js';
import { describeChange, type KnownNames } from '../../../tools/approvals/change-text.js';

export type ApprovalState = 'waiting' | 'approved' | 'denied';

export const ApprovalCard = ({ toolName, input, names, state, onAnswer, disabled = false }: {
  toolName: string;
  input: unknown;
  names?: KnownNames;
  state: ApprovalState;
  onAnswer?: (approved: boolean) => void;
  disabled?: boolean;
}) => {
  const what = describeChange(toolName, input, names);
  const labelId = useId();
  return (
    <Card className="flex w-full max-w-xl flex-col gap-3 border-amber-300 bg-amber-50/60 p-4" role="group" aria-labelledby={labelId} data-testid="approval-card" data-state={state}>
      <div>
        <p className="text-[11px] uppercase tracking-widest text-stone-600">{state === 'waiting' ? 'Waiting for your answer' : state === 'approved' ? 'You approved' : 'You said no'}</p>
        <p id={labelId} className="text-sm font-medium text-ink">{what}</p>
        {state === 'denied' && <p className="text-xs text-stone-600">Nothing was changed.</p>}
      </div>
      {state === 'waiting' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onAnswer?.(true)} disabled={disabled} aria-label={`Approve: ${what}`}><Check aria-hidden className="h-3.5 w-3.5" /> Approve</Button>
          <Button size="sm" variant="outline" onClick={() => onAnswer?.(false)} disabled={disabled} aria-label={`Deny: ${what}`}><X aria-hidden className="h-3.5 w-3.5" /> Deny</Button>
        </div>
      )}
    </Card>
  );
};
