/**
 * 'Your data' on /style: Download my data (the whole export as one zip) and account deletion on the
 * /data-deletion timeline, confirmed by typing the account's email.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, callTool } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import {
  Button, buttonClass, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, DialogClose, DialogContent, DialogDescription,
  DialogFooter, DialogHeader, DialogTitle, DialogTrigger, FieldMessage, Input, Label,
} from '../ui/index.js';

export const YourData = () => {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = !!user && email.trim().toLowerCase() === user.email.toLowerCase();

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await callTool('account.delete', { confirmEmail: email.trim() });
      toast.success('Your account is deactivated', { description: 'Your personal data and photos are deleted within 30 days.' });
      // Leave the signed-in page first, so its guard does not send the shopper to the sign-in form.
      navigate('/', { replace: true });
      await signOut().catch(() => undefined);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'We could not delete your account. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mt-12">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Everything Atelier holds about you, yours to take or to delete.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <a className={buttonClass('outline')} href="/api/account/export" download>Download my data</a>
        <Dialog open={open} onOpenChange={(next) => { setOpen(next); if (!next) { setEmail(''); setError(null); } }}>
          <DialogTrigger asChild><Button variant="ghost" className="text-red-800">Delete my account</Button></DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                You are signed out everywhere at once and your connections are removed. Your personal data and photos are
                deleted within 30 days, and everything else within 90 days, as the Data Deletion page explains.
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-confirm-email">Type your email address to confirm</Label>
              <Input id="delete-confirm-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)}
                aria-invalid={error ? true : undefined} aria-describedby={error ? 'delete-confirm-error' : undefined} />
              {error && <FieldMessage id="delete-confirm-error" tone="error">{error}</FieldMessage>}
            </div>
            <DialogFooter>
              <DialogClose asChild><Button variant="outline">Keep my account</Button></DialogClose>
              <Button variant="destructive" disabled={!matches || busy} onClick={() => void remove()}>{busy ? 'Deleting…' : 'Delete my account'}</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
};
