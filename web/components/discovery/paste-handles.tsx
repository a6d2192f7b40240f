/**
 * Style-discovery dialog, tab 4 (product rules §2): a textarea of @mentions, profile links or plain names;
 * 'Found N unique handles' with a preview of up to 30 badges plus '+N more'; saved through
 * sources.add and influencers.follow. Read with the same rules as sources.add, a slice at a time.
 */
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api.js';
import { FieldMessage, Label, Textarea } from '../ui/index.js';
import { HandlePreview } from './handle-preview.js';
import { PASTE_PREVIEW, parsePaste, type ParseResult } from './discovery-saves.js';
import { SaveHandlesBar, useSaveHandles } from './save-handles.js';

/** Wait this long after the last keystroke before reading the text again. */
const PARSE_DELAY_MS = 150;

export const PasteHandles = ({ onSaved }: { onSaved?: () => void }) => {
  const id = useId();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParseResult>({ ok: true, handles: [], invalidCount: 0, entries: 0 });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      parsePaste(text, controller.signal).then(setParsed, (error: unknown) => {
        if (!controller.signal.aborted) setParsed({ ok: false, message: errorMessage(error) });
      });
    }, text ? PARSE_DELAY_MS : 0);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [text]);

  const handles = parsed.ok ? parsed.handles : [];
  const saving = useSaveHandles(handles, {
    savedTitle: 'Saved',
    failedTitle: 'Save failed',
    onSaved: () => { setText(''); onSaved?.(); },
  });
  const { save } = saving;

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={`${id}-text`}>Instagram handles</Label>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        placeholder={'@matildadjerf\nhttps://www.instagram.com/aimeesong/\nsezane, ganni'}
        aria-describedby={`${id}-found`}
        disabled={save.isPending}
      />
      {parsed.ok ? (
        <p id={`${id}-found`} className="text-sm text-stone-700" aria-live="polite" data-testid="paste-found">
          Found {handles.length} unique {handles.length === 1 ? 'handle' : 'handles'}
          {parsed.invalidCount > 0 && <span className="text-stone-600"> ({parsed.invalidCount} not valid: a handle has 2 to 30 letters, digits, dots or underscores)</span>}
        </p>
      ) : (
        <FieldMessage id={`${id}-found`}>{parsed.message}</FieldMessage>
      )}
      <HandlePreview handles={handles} limit={PASTE_PREVIEW} label="Handles found" />
      <SaveHandlesBar count={handles.length} {...saving} />
    </div>
  );
};
