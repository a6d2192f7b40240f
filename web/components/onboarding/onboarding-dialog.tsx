/**
 * The onboarding dialog (product rules §2 Onboarding, §4 Onboarding): four steps driven by
 * web/machines/onboarding.ts. Connect Accounts hands over to the style-discovery dialog; closing it
 * runs the real analysis (discovery.scan, then recommendations.refresh); 'Enter Atelier' records
 * completion on the account and in the local flag, closes and goes to /home. The spec's 'Enter
 * STYLR' is our 'Enter Atelier', as everywhere else in the app.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { toast } from 'sonner';
import { z } from 'zod';
import { ArrowLeft, ArrowRight, Check, Compass, Loader2, MessageCircle, Sparkles, SwatchBook } from 'lucide-react';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { Badge, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Progress } from '../ui/index.js';
import { StyleDiscoveryDialog } from '../discovery/style-discovery-dialog.js';
import { invalidateAfterFollow } from '../discovery/discovery-saves.js';
import { HANDLE_REQUIRED_MESSAGE, scanOutputSchema } from '../../../tools/discovery/contracts.js';
import { onboardingStatusSchema, type OnboardingStatus } from '../../../tools/onboarding/contracts.js';
import {
  NothingToAnalyseError, ONBOARDING_STEPS, analysisProgress, analysisSummary, onboardingMachine, onboardingStep,
  type AnalysisSummary, type FeedResult, type OnboardingError, type OnboardingEvent, type OnboardingStep, type ScanResult,
} from '../../machines/onboarding.js';
import { setOnboardingFlag } from './flag.js';
import { onboardingStatusKey } from './onboarding-gate.js';
import { countOf } from '../../../tools/text/phrase.js';
import { StyleConfidenceFigure } from '../match/style-confidence.js';

const feedResultSchema = z.object({ learning_confidence: z.number(), has_taste: z.boolean() });

/** A tool call's failure as the message the shopper reads. */
const failure = (error: unknown, fallback: string) => new Error(errorMessage(error, fallback));

const scan = async (): Promise<ScanResult> => {
  try {
    return scanOutputSchema.parse(await callTool('discovery.scan', {}));
  } catch (error) {
    // discovery.scan refuses when nothing is followed, connected or picked: say it in onboarding's words.
    if (error instanceof ApiError && error.status === 400 && error.message === HANDLE_REQUIRED_MESSAGE) throw new NothingToAnalyseError();
    throw failure(error, 'The style analysis failed.');
  }
};

const tuneFeed = async (): Promise<FeedResult> => {
  try {
    return feedResultSchema.parse(await callTool('recommendations.refresh', {}));
  } catch (error) {
    throw failure(error, 'Updating your feed failed.');
  }
};

const StepIndicator = ({ step }: { step: OnboardingStep }) => (
  <div className="mb-5 flex flex-col gap-2">
    <p className="text-xs font-medium uppercase tracking-[0.2em] text-stone-600" data-testid="onboarding-step">
      Step {step + 1} of {ONBOARDING_STEPS.length}
    </p>
    <ol className="grid grid-cols-4 gap-1.5" aria-label="Onboarding steps">
      {ONBOARDING_STEPS.map((label, i) => (
        <li key={label} aria-current={i === step ? 'step' : undefined} className="flex flex-col gap-1">
          <span aria-hidden className={cn('h-1 rounded-full', i <= step ? 'bg-ink' : 'bg-stone-200')} />
          <span className={cn('hidden text-[11px] leading-tight sm:block', i === step ? 'font-medium text-ink' : 'text-stone-600')}>
            {label}
            {i < step && <span className="sr-only"> (done)</span>}
          </span>
          <span className="sr-only sm:hidden">{label}{i < step ? ' (done)' : ''}</span>
        </li>
      ))}
    </ol>
  </div>
);

const WAYS = [
  { Icon: Sparkles, title: 'Quick Pick', text: 'Tap the designers and creators you love.' },
  { Icon: SwatchBook, title: 'Paste or import', text: 'Paste handles, or import who you follow on Instagram.' },
  { Icon: Compass, title: 'Connect', text: 'Connect Instagram or Facebook, or ask the style agent.' },
] as const;

const ANALYSIS_STEPS = [
  { key: 'scanning', label: 'Reading the accounts you chose and building your style genome' },
  { key: 'tuning', label: 'Tuning your feed to your style' },
] as const;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** 'Casual, chic and minimalist'. */
const list = (words: readonly string[]) => {
  const [first = '', ...rest] = words.map((w, i) => (i === 0 ? capitalised(w) : w));
  return rest.length === 0 ? first : `${[first, ...rest.slice(0, -1)].join(', ')} and ${rest[rest.length - 1]}`;
};

const Summary = ({ summary }: { summary: AnalysisSummary }) => (
  <dl className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm sm:grid-cols-2" data-testid="onboarding-summary">
    <div>
      <dt className="text-stone-600">Fashion accounts recognised</dt>
      <dd className="text-ink"><span className="font-display text-2xl">{summary.fashionAccounts}</span> of {summary.followingCount} you follow</dd>
    </div>
    <div>
      <dt className="text-stone-600">Style confidence</dt>
      <dd className="text-ink"><StyleConfidenceFigure value={summary.confidence} className="font-display text-2xl" /></dd>
    </div>
    {summary.aesthetics.length > 0 && (
      <div>
        <dt className="text-stone-600">Your aesthetic</dt>
        <dd className="text-ink">{list(summary.aesthetics)}</dd>
      </div>
    )}
    {summary.colours.length > 0 && (
      <div>
        <dt className="text-stone-600">Colours you gravitate to</dt>
        <dd className="text-ink">{list(summary.colours)}</dd>
      </div>
    )}
    <div className="sm:col-span-2">
      <dt className="sr-only">Your feed</dt>
      <dd className="text-stone-700">
        {summary.picks > 0 ? `${countOf(summary.picks, 'piece')} picked for you to start with; ` : ''}
        {summary.feedPersonal ? 'your feed now ranks every piece by how close it is to your style.' : 'your feed will sharpen as you like and save pieces.'}
      </dd>
    </div>
  </dl>
);

export interface OnboardingDialogProps {
  /** A preview (guests, landing page): explains each step and calls nothing. */
  preview: boolean;
  userId: string | null;
  onClose: () => void;
}

type Send = (event: OnboardingEvent) => void;

/** The onboarding machine with its real tool calls, the closing toast and what finishing does. */
const useOnboardingMachine = ({ preview, userId, onClose }: OnboardingDialogProps) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latest = useRef({ navigate, queryClient, userId, onClose });
  latest.current = { navigate, queryClient, userId, onClose };

  const [machine] = useState(() => onboardingMachine.provide({
    actors: {
      scan: fromPromise(scan),
      tuneFeed: fromPromise(tuneFeed),
      complete: fromPromise<unknown>(async () => {
        try {
          return onboardingStatusSchema.parse(await callTool('onboarding.complete', {}));
        } catch (error) {
          throw failure(error, 'Could not save your progress. Please try again.');
        }
      }),
    },
    actions: {
      announceComplete: ({ context }) => {
        const found = context.scan?.fashion_accounts.length ?? 0;
        const feed = context.feed?.has_taste ? 'your feed is tuned to your style' : 'your feed will learn from your likes and saves';
        toast.success('Analysis Complete!', { description: `${found} fashion ${found === 1 ? 'account' : 'accounts'} read; ${feed}.` });
        void invalidateAfterFollow(latest.current.queryClient);
      },
      finished: () => {
        const { userId: id, queryClient: qc, navigate: go, onClose: close } = latest.current;
        if (id) {
          setOnboardingFlag(id);
          qc.setQueryData<OnboardingStatus>(onboardingStatusKey(id), (prev) => ({ dismissed: prev?.dismissed ?? false, completed: true, completed_at: new Date().toISOString() }));
        }
        close();
        void go('/home');
      },
    },
  }));
  return useMachine(machine, { input: { preview } });
};

/** What the dialog shows, read once from the machine's state. */
interface OnboardingView {
  step: OnboardingStep;
  preview: boolean;
  dialogOpen: boolean;
  working: boolean;
  failed: boolean;
  previewing: boolean;
  finishing: boolean;
  skipped: boolean;
  error: OnboardingError | null;
  finishError: string | null;
  summary: AnalysisSummary | null;
  /** The analysis step under way, and the share of the analysis done. */
  analysing: (typeof ANALYSIS_STEPS)[number]['key'] | null;
  progress: number;
}

const TITLES: Record<OnboardingStep, string> = {
  0: 'Welcome to Atelier',
  1: 'Connect Your Style Sources',
  2: 'AI Style Analysis',
  3: 'Ready to Style',
};

const describeStep = ({ step, preview, failed, skipped }: OnboardingView): string => {
  switch (step) {
    case 0: return 'Your personal AI stylist. A minute to set up, then a feed picked for you, with the reason each piece suits you.';
    case 1: return 'Tell Atelier whose style you love. The more it knows, the more personal your first feed.';
    case 2:
      if (preview) return 'Atelier reads the accounts you chose, builds your style genome and tunes your feed to it.';
      return failed ? 'The analysis could not finish.' : 'Atelier is reading what you chose and tuning your feed.';
    case 3:
      if (preview) return 'You are ready. Your feed, stylist, wardrobe and trip planner are waiting.';
      return skipped
        ? 'You can connect accounts any time from Style Management; your feed learns from every like and save.'
        : 'Here is what Atelier learned about your style.';
  }
};

const Welcome = () => (
  <ul className="grid gap-3 text-sm text-stone-700">
    <li className="flex gap-3"><Sparkles className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />Learns your taste from the people who inspire you.</li>
    <li className="flex gap-3"><SwatchBook className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />A feed across every budget, each piece with why it suits you.</li>
    <li className="flex gap-3"><MessageCircle className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />A stylist to ask for pieces, outfits and trips in plain words.</li>
  </ul>
);

const WaysToConnect = () => (
  <ul className="grid gap-2 sm:grid-cols-3 sm:gap-3">
    {WAYS.map(({ Icon, title, text }) => (
      <li key={title} className="flex gap-3 rounded-xl border border-stone-200 p-3 text-sm sm:flex-col sm:gap-0 sm:p-4">
        <Icon className="size-5 shrink-0 text-accent sm:mb-2" aria-hidden />
        <div>
          <p className="font-medium text-ink">{title}</p>
          <p className="mt-0.5 text-stone-700 sm:mt-1">{text}</p>
        </div>
      </li>
    ))}
  </ul>
);

const AnalysisPreview = () => (
  <div className="grid gap-3 text-sm text-stone-700">
    <ol className="grid gap-2">
      {ANALYSIS_STEPS.map((s, i) => <li key={s.key} className="flex gap-2"><span className="font-medium text-ink">{i + 1}.</span>{s.label}</li>)}
    </ol>
    <p className="text-stone-600">When you sign up, Connect Accounts opens the style discovery dialog, and this runs on what you chose.</p>
  </div>
);

const AnalysisProgress = ({ analysing, progress }: Pick<OnboardingView, 'analysing' | 'progress'>) => (
  <div className="flex flex-col gap-4">
    <Progress value={progress} aria-label="Style analysis progress" />
    <ol className="grid gap-2 text-sm" aria-live="polite" data-testid="onboarding-analysis">
      {ANALYSIS_STEPS.map((s, i) => {
        const done = s.key === 'scanning' && analysing === 'tuning';
        const active = analysing === s.key;
        return (
          <li key={s.key} className={cn('flex items-center gap-2', active || done ? 'text-ink' : 'text-stone-600')}>
            {done ? <Check className="size-4 text-emerald-700" aria-hidden /> : active ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <span className="size-4" aria-hidden />}
            <span>{s.label}{done ? ' — done' : active ? ` (step ${i + 1} of ${ANALYSIS_STEPS.length})…` : ''}</span>
          </li>
        );
      })}
    </ol>
  </div>
);

const AnalysisFailure = ({ error }: { error: OnboardingError }) => (
  <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
    <p className="font-medium">{error.nothingToAnalyse ? 'Nothing to analyse yet' : 'Analysis failed'}</p>
    <p className="mt-1">{error.message}</p>
  </div>
);

/** The body of the current step. */
const StepBody = ({ view }: { view: OnboardingView }) => (
  <div className="mt-6">
    {view.step === 0 && <Welcome />}
    {view.step === 1 && <WaysToConnect />}
    {view.step === 2 && view.previewing && <AnalysisPreview />}
    {view.step === 2 && view.working && <AnalysisProgress analysing={view.analysing} progress={view.progress} />}
    {view.step === 2 && view.failed && view.error && <AnalysisFailure error={view.error} />}
    {view.step === 3 && view.summary && <Summary summary={view.summary} />}
    {view.step === 3 && view.finishError && (
      <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">{view.finishError}</p>
    )}
  </div>
);

const BackButton = ({ send }: { send: Send }) => (
  <Button variant="ghost" onClick={() => send({ type: 'BACK' })}><ArrowLeft className="size-4" aria-hidden /> Back</Button>
);

/** The current step's buttons. */
const StepActions = ({ view, send }: { view: OnboardingView; send: Send }) => (
  <DialogFooter className="sm:justify-between">
    {view.step === 0 && (
      <Button className="sm:ml-auto" onClick={() => send({ type: 'NEXT' })}>
        Get Started <ArrowRight className="size-4" aria-hidden />
      </Button>
    )}
    {view.step === 1 && (
      <>
        <BackButton send={send} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => send({ type: 'SKIP' })}>Skip for now</Button>
          <Button onClick={() => send({ type: 'CONNECT' })}>Connect Accounts</Button>
        </div>
      </>
    )}
    {view.step === 2 && view.previewing && (
      <>
        <BackButton send={send} />
        <Button onClick={() => send({ type: 'NEXT' })}>Continue <ArrowRight className="size-4" aria-hidden /></Button>
      </>
    )}
    {view.step === 2 && view.failed && (
      <>
        <Button variant="outline" onClick={() => send({ type: 'SKIP' })}>Skip for now</Button>
        {view.error?.nothingToAnalyse
          ? <Button onClick={() => send({ type: 'CONNECT' })}>Connect Accounts</Button>
          : <Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>}
      </>
    )}
    {view.step === 3 && (
      <Button className="sm:ml-auto" size="lg" onClick={() => send({ type: 'FINISH' })} disabled={view.finishing} aria-busy={view.finishing}>
        {view.finishing ? 'Saving…' : 'Enter Atelier'} <ArrowRight className="size-4" aria-hidden />
      </Button>
    )}
  </DialogFooter>
);

export default function OnboardingDialog(props: OnboardingDialogProps) {
  const { preview, onClose } = props;
  const [state, send] = useOnboardingMachine(props);
  const view: OnboardingView = {
    step: onboardingStep(state.value),
    preview,
    dialogOpen: state.matches({ connect: 'dialogOpen' }),
    working: state.matches({ analyzing: 'working' }),
    failed: state.matches({ analyzing: 'failed' }),
    previewing: state.matches({ analyzing: 'preview' }),
    finishing: state.matches('finishing'),
    skipped: state.context.skipped,
    error: state.context.error,
    finishError: state.context.finishError,
    summary: analysisSummary(state.context.scan, state.context.feed),
    analysing: state.matches({ analyzing: { working: 'scanning' } }) ? 'scanning' : state.matches({ analyzing: { working: 'tuning' } }) ? 'tuning' : null,
    progress: analysisProgress(state.value),
  };

  // Each step moves focus to its title, so keyboard and screen-reader users start at the top of it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => { titleRef.current?.focus(); }, [view.step, view.failed]);

  return (
    <>
      <Dialog open={!view.dialogOpen} onOpenChange={(open) => { if (!open) onClose(); }}>
        <DialogContent
          className="max-w-xl p-5 sm:p-8"
          aria-describedby="onboarding-description"
          data-testid="onboarding-dialog"
          onOpenAutoFocus={(e) => { e.preventDefault(); titleRef.current?.focus(); }}
        >
          <StepIndicator step={view.step} />
          {preview && <Badge variant="warning" className="mb-3">Preview: nothing is saved</Badge>}
          <DialogTitle ref={titleRef} tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">{TITLES[view.step]}</DialogTitle>
          <DialogDescription id="onboarding-description" className="mt-2 text-base text-stone-700">{describeStep(view)}</DialogDescription>
          <StepBody view={view} />
          <StepActions view={view} send={send} />
        </DialogContent>
      </Dialog>
      {!preview && <StyleDiscoveryDialog open={view.dialogOpen} onOpenChange={(open) => { if (!open) send({ type: 'DIALOG_CLOSED' }); }} initialTab="quick-pick" />}
    </>
  );
}
