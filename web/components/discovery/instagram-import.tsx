/**
 * Style-discovery dialog, tab 5 (product rules §2): choose the following list of an Instagram "Download your
 * information" export (JSON), 'Found N accounts' with a preview of up to 40, then 'Save N'. The file
 * is read in the browser by the same parser sources.add uses; a file over 50 MB is refused before
 * it is read, a malformed one gets 'Parse failed' with the reason. Saved through sources.add
 * ('Imported via Styler', batches of 100) and influencers.follow.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FileJson } from 'lucide-react';
import { errorMessage } from '../../lib/api.js';
import { FieldMessage, Label, Spinner } from '../ui/index.js';
import { HandlePreview } from './handle-preview.js';
import { IMPORT_PREVIEW, parseExportFile } from './discovery-saves.js';
import { SaveHandlesBar, useSaveHandles } from './save-handles.js';

type ImportState =
  | { kind: 'empty' }
  | { kind: 'reading'; name: string }
  | { kind: 'read'; name: string; handles: string[]; entries: number; invalidCount: number }
  | { kind: 'failed'; name: string; message: string };

export const InstagramImport = ({ onSaved }: { onSaved?: () => void }) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const reading = useRef<AbortController | null>(null);
  const [state, setState] = useState<ImportState>({ kind: 'empty' });
  useEffect(() => () => reading.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    reading.current?.abort();
    if (!file) { setState({ kind: 'empty' }); return; }
    const controller = new AbortController();
    reading.current = controller;
    setState({ kind: 'reading', name: file.name });
    try {
      const out = await parseExportFile(file, controller.signal);
      if (controller.signal.aborted) return;
      if (out.ok) {
        setState({ kind: 'read', name: file.name, handles: out.handles, entries: out.entries, invalidCount: out.invalidCount });
      } else {
        setState({ kind: 'failed', name: file.name, message: out.message });
        toast.error('Parse failed', { description: out.message });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = errorMessage(error);
      setState({ kind: 'failed', name: file.name, message });
      toast.error('Parse failed', { description: message });
    }
  };

  const handles = state.kind === 'read' ? state.handles : [];
  const saving = useSaveHandles(handles, {
    savedTitle: 'Imported',
    failedTitle: 'Import failed',
    onSaved: () => {
      setState({ kind: 'empty' });
      if (input.current) input.current.value = '';
      onSaved?.();
    },
  });
  const { save } = saving;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600" id={`${id}-help`}>
        In Instagram, open Settings → Accounts Centre → Your information and permissions → Download your information, choose
        JSON, and pick <code className="rounded bg-stone-100 px-1">following.json</code> from the archive (50 MB at most).
      </p>
      <Label htmlFor={`${id}-file`} className="flex items-center gap-2"><FileJson className="size-4" aria-hidden />Following export (JSON)</Label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="application/json,.json"
        aria-describedby={`${id}-help ${id}-result`}
        data-testid="instagram-export-file"
        disabled={save.isPending}
        onChange={(e) => void choose(e.target.files?.[0])}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-stone-300"
      />
      <div id={`${id}-result`} aria-live="polite">
        {state.kind === 'reading' && <p className="flex items-center gap-2 text-sm text-stone-700"><Spinner className="size-4" />Reading {state.name}…</p>}
        {state.kind === 'failed' && <FieldMessage>Parse failed: {state.message}</FieldMessage>}
        {state.kind === 'read' && (
          <p className="text-sm text-stone-700" data-testid="import-found">
            Found {state.handles.length} {state.handles.length === 1 ? 'account' : 'accounts'}
            {state.invalidCount > 0 && <span className="text-stone-600"> ({state.invalidCount} of {state.entries} entries had no valid username)</span>}
          </p>
        )}
      </div>
      <HandlePreview handles={handles} limit={IMPORT_PREVIEW} label="Accounts found" />
      <SaveHandlesBar count={handles.length} {...saving} />
    </div>
  );
};
