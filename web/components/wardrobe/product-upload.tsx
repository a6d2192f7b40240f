/**
 * My Products (product rules §2 /style tab, §4 Product upload, §5): choose up to 10 product photos, upload
 * them to the style-inspiration bucket, analyse them (styleDna.analyze) and keep each as a
 * wardrobe piece with its analysis; the palette and the analysis are shown at the end.
 */
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise } from 'xstate';
import { ImagePlus, Upload as UploadIcon, X } from 'lucide-react';
import { toast } from 'sonner';
import { UPLOAD_LIMITS, styleAnalysisSchema, type StyleAnalysis, type Upload } from '../../../tools/analysis/contracts.js';
import {
  productUploadMachine, productUploadPhase, type LearnedProfile, type ProductUploadEvent, type PickedFile,
} from '../../machines/upload-products.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '../ui/index.js';
import { AnalysisResult } from './analysis-result.js';
import { uploadPhotos } from './upload-client.js';
import { WARDROBE_KEY } from './use-wardrobe.js';

const PHASE_LABEL = {
  idle: '', uploading: 'Uploading photos…', analyzing: 'Analyzing your products…', done: 'Analysis complete', failed: 'Upload failed',
} as const;

/** Object URLs for previews, revoked when the files change or the card goes away. */
const usePreviews = (files: readonly PickedFile[]) => {
  const urls = useMemo(() => files.map((f) => (f instanceof Blob ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return urls;
};

export const ProductUpload = () => {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [state, send, actor] = useMachine(productUploadMachine.provide({
    actors: {
      upload: fromCallback<ProductUploadEvent, { files: PickedFile[] }>(({ input: { files }, sendBack }) => {
        const controller = new AbortController();
        uploadPhotos('style-inspiration', files as File[], {
          signal: controller.signal,
          onProgress: (fraction) => sendBack({ type: 'UPLOAD.PROGRESS', fraction }),
        }).then(
          (uploads) => sendBack({ type: 'UPLOAD.DONE', uploads }),
          (error: unknown) => { if (!controller.signal.aborted) sendBack({ type: 'UPLOAD.FAILED', message: errorMessage(error, 'Failed to upload and analyze products') }); },
        );
        return () => controller.abort();
      }),
      analyze: fromPromise<StyleAnalysis, { uploads: Upload[] }>(async ({ input: { uploads } }) =>
        styleAnalysisSchema.parse(await callTool('styleDna.analyze', { uploadIds: uploads.map((u) => u.id) }))),
      // The analysis updates the style profile on the server; read it back so the card can say what changed.
      learn: fromPromise<LearnedProfile, { uploads: Upload[]; analysis: StyleAnalysis }>(async () => {
        const profile = await callTool<LearnedProfile>('styleProfile.get', {});
        void queryClient.invalidateQueries({ queryKey: WARDROBE_KEY });
        void queryClient.invalidateQueries({ queryKey: ['feed'] });
        return { learning_confidence: profile.learning_confidence, top_aesthetics: profile.top_aesthetics };
      }),
    },
  }));
  useEffect(() => {
    const sub = actor.on('toast', (t) => (t.tone === 'error' ? toast.error(t.title, { description: t.description }) : toast.success(t.title, { description: t.description })));
    return () => sub.unsubscribe();
  }, [actor]);

  const phase = productUploadPhase(state.value);
  const { files, progress, analysis, profile, error } = state.context;
  const previews = usePreviews(files);
  const busy = phase === 'uploading' || phase === 'analyzing';
  const pick = (list: FileList | null) => {
    if (list?.length) send({ type: 'SELECT', files: [...list] });
    if (input.current) input.current.value = '';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy) pick(e.dataTransfer.files);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">My Products</CardTitle>
        <CardDescription>Upload photos of pieces you love. Atelier reads their colours and style and learns from them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors ${dragging ? 'border-ink bg-stone-50' : 'border-stone-300'}`}
        >
          <ImagePlus aria-hidden className="size-8 text-stone-400" />
          <p className="text-sm text-stone-600">Drop photos here, or</p>
          <input ref={input} id={inputId} type="file" accept="image/*" multiple className="sr-only" disabled={busy} aria-label="Product photos" tabIndex={-1}
            onChange={(e) => pick(e.target.files)} data-testid="product-files" />
          <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()} aria-controls={inputId}>Choose photos</Button>
          <p className="text-xs text-stone-500">Up to {UPLOAD_LIMITS.maxFiles} photos, 10MB each. JPEG, PNG, WebP, AVIF or HEIC.</p>
        </div>

        {files.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-stone-700" aria-live="polite">{files.length}/{UPLOAD_LIMITS.maxFiles} photos selected</p>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} className="relative aspect-square overflow-hidden rounded-xl bg-stone-100">
                  {previews[i] && <img src={previews[i]!} alt={f.name} className="h-full w-full object-cover" />}
                  {!busy && (
                    <button type="button" onClick={() => send({ type: 'REMOVE', index: i })} aria-label={`Remove ${f.name}`}
                      className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-ink">
                      <X aria-hidden className="size-3.5" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}

        {(busy || phase === 'done') && (
          <div className="flex flex-col gap-1.5">
            <div className="flex justify-between text-sm"><span id={`${inputId}-progress`}>{PHASE_LABEL[phase]}</span><span>{progress}%</span></div>
            <Progress value={progress} aria-labelledby={`${inputId}-progress`} />
          </div>
        )}
        {phase === 'failed' && error && <p role="alert" className="text-sm text-red-800">{error}</p>}

        <div className="flex flex-wrap gap-2">
          {phase === 'done' ? (
            <Button variant="outline" onClick={() => send({ type: 'RESET' })}>Upload more</Button>
          ) : (
            <Button onClick={() => send({ type: 'UPLOAD' })} disabled={busy}>
              <UploadIcon aria-hidden className="size-4" /> {phase === 'failed' ? 'Try again' : 'Upload & analyze'}
            </Button>
          )}
        </div>

        {phase === 'done' && analysis && (
          <section aria-label="Analysis result" className="rounded-2xl bg-stone-50 p-5">
            <AnalysisResult analysis={analysis} />
            {profile && (
              <p className="mt-4 text-sm text-stone-700" data-testid="learned-profile">
                Style profile updated: learning confidence {Math.round(profile.learning_confidence * 100)}%
                {profile.top_aesthetics.length > 0 && `, leaning ${profile.top_aesthetics.join(', ')}`}.
              </p>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
};
