/** The Look Completion uploader (product rules §2 /wardrobe, §4): no image → analyzing → result. */
import { useEffect, useId, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ImageUp, RotateCcw } from 'lucide-react';
import type { Upload } from '../../../tools/analysis/contracts.js';
import { lookAnalysisSchema, type LookAnalysis } from '../../../tools/looks/contracts.js';
import { lookCompletionMachine, lookCompletionPhase, type LookPhoto } from '../../machines/look-completion.js';
import { callTool } from '../../lib/api.js';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '../ui/index.js';
import { LookResult } from './look-result.js';
import { uploadPhotos } from './upload-client.js';

export const LookCompletion = () => {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, send] = useMachine(lookCompletionMachine.provide({
    actors: {
      upload: fromPromise<Upload, { photo: LookPhoto }>(async ({ input: { photo } }) => {
        const [stored] = await uploadPhotos('wardrobe', [photo as File]);
        if (!stored) throw new Error("We couldn't upload your image. Please try again.");
        return stored;
      }),
      complete: fromPromise<unknown, { upload: Upload }>(async ({ input: { upload } }) =>
        lookAnalysisSchema.parse(await callTool('looks.complete', { uploadId: upload.id }))),
    },
  }));
  const phase = lookCompletionPhase(state.value);
  const { photo, result, error } = state.context;
  const preview = useMemo(() => (photo instanceof Blob ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const choose = () => input.current?.click();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Complete the Look</CardTitle>
        <CardDescription>Upload a photo of an outfit you love: see what you already own and what would finish it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <input ref={input} id={inputId} type="file" accept="image/*" className="sr-only" data-testid="look-photo" aria-label="Photo of a look" tabIndex={-1}
          onChange={(e) => { const f = e.target.files?.[0]; if (f) send({ type: 'PHOTO', photo: f }); e.target.value = ''; }} />
        <div className="flex flex-col gap-5 sm:flex-row">
          <div className="flex w-full shrink-0 flex-col items-center gap-3 sm:w-48">
            <div className="flex aspect-[4/5] w-40 items-center justify-center overflow-hidden rounded-2xl border border-dashed border-stone-300 bg-stone-50 sm:w-48">
              {preview ? <img src={preview} alt="Your look" className="h-full w-full object-cover" /> : <ImageUp aria-hidden className="size-8 text-stone-400" />}
            </div>
            {phase === 'noImage' && <Button onClick={choose}>Upload a look</Button>}
            {(phase === 'result' || phase === 'failed') && (
              <Button variant="outline" onClick={choose}><RotateCcw aria-hidden className="size-4" /> Try another photo</Button>
            )}
          </div>
          <div className="min-w-0 flex-1" aria-live="polite">
            {phase === 'noImage' && <p className="text-sm text-stone-600">No image yet. JPEG, PNG, WebP, AVIF or HEIC, up to 10MB; photos stay private.</p>}
            {phase === 'analyzing' && (
              <div className="flex items-center gap-3 py-6"><Spinner label="Analyzing your look" /><span className="text-sm text-stone-700">Analyzing your look…</span></div>
            )}
            {phase === 'failed' && (
              <div className="flex flex-col items-start gap-3">
                <p role="alert" className="text-sm text-red-800">{error}</p>
                {photo && <Button size="sm" onClick={() => send({ type: 'RETRY' })}>Try again</Button>}
              </div>
            )}
            {phase === 'result' && result !== null && <LookResult look={result as LookAnalysis} />}
          </div>
        </div>
      </CardContent>
    </Card>
  );
};
