/** The pipeline testing panel (product rules §2 /wardrobe): run the real pipeline, watch each operation. */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Play, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { callTool } from '../../lib/api.js';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '../ui/index.js';
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

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pipeline testing</CardTitle>
        <CardDescription>
          Runs the recommendation pipeline now over your active influencers and preferences, one step a second.
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
    </Card>
  );
};
