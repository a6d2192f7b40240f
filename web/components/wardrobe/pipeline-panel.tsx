/** The pipeline testing panel (product rules §2 /wardrobe), folded into a diagnostics section: run the real pipeline, watch each operation. */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ChevronDown, Play, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { callTool } from '../../lib/api.js';
import { Button, Card, CardContent, CardDescription, CardHeader, Spinner } from '../ui/index.js';
import { pipelineSummary, runPipeline, type PipelineOperation } from './pipeline.js';

export const PipelinePanel = () => {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [operations, setOperations] = useState<PipelineOperation[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setOperations([]);
    setSummary(null);
    try {
      const report = await runPipeline({
        call: callTool, signal: controller.signal,
        onOperation: (op) => setOperations((ops) => [...ops, op]),
      });
      const text = pipelineSummary(report);
      setSummary(text);
      if (report.succeeded < report.total) toast.error('Pipeline Complete', { description: text });
      else toast.success('Pipeline Complete', { description: text });
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
      void queryClient.invalidateQueries({ queryKey: ['curated'] });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Pipeline failed', error);
      toast.error('Pipeline Failed', { description: 'Check console for error details' });
    } finally {
      if (abort.current === controller) setRunning(false);
    }
  };

  // Kept for anyone who wants to see the recommendation steps run, folded away so it is not part of
  // the room itself: a diagnostics section in the shopper's words, opened on demand.
  return (
    <Card>
      <details className="group" data-testid="pipeline-diagnostics">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-ink [&::-webkit-details-marker]:hidden">
          <span className="flex flex-col gap-1">
            <span className="font-display text-lg text-ink">Diagnostics: refresh my picks step by step</span>
            <span className="text-sm text-stone-600">Pipeline testing — see each step that builds your recommendations.</span>
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-stone-600 transition-transform group-open:rotate-180" />
        </summary>
        <CardHeader className="pt-0">
          <CardDescription>
            Runs the recommendation pipeline now over the influencers you follow and your preferences, one step a second.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void run()} disabled={running}>
              {running ? <Spinner label="Pipeline running" /> : <Play aria-hidden className="size-4" />}
              {running ? 'Running…' : 'Run pipeline'}
            </Button>
            {summary && <p className="text-sm font-medium text-ink" data-testid="pipeline-summary">{summary}</p>}
          </div>
          {operations.length > 0 && (
            <ol className="flex flex-col gap-1.5 text-sm" aria-label="Pipeline operations" aria-live="polite">
              {operations.map((op, i) => (
                <li key={i} className="flex items-start gap-2">
                  {op.ok
                    ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    : <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />}
                  <span><span className="sr-only">{op.ok ? 'Succeeded: ' : 'Failed: '}</span><span className="font-medium text-ink">{op.label}</span> <span className="text-stone-600">— {op.detail}</span></span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </details>
    </Card>
  );
};
