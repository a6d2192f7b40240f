/**
 * /style → Style DNA (product rules §2, §9 bands): the shopper's real aesthetic weights and top tags — the
 * smart scan's style_dna when there is one, else the profile learned from activity
 * (user_style_profiles) — with the one style-confidence figure and its band (the same as the stat
 * card and onboarding: style-confidence.ts), plus the analyzer test widget: one photo
 * (and optional words about it) through the uploads API and `styleDna.analyze`.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { StyleAnalysis } from '../../../tools/analysis/contracts.js';
import { styleAnalysisSchema } from '../../../tools/analysis/contracts.js';
import { DISCOVERY_LIMITS, TEST_FAILED } from '../../../tools/discovery/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label, Spinner, Textarea } from '../ui/index.js';
import { STYLE_PROFILE_QUERY_KEY, StyleConfidenceFigure } from '../match/style-confidence.js';
import { styleConfidence } from '../../../tools/recommendations/style-confidence.js';
import { AnalysisResult } from '../wardrobe/analysis-result.js';
import { uploadPhotos } from '../wardrobe/upload-client.js';
import { GenomeWeights } from './genome-weights.js';
import { useDiscoveryLatest } from './smart-analysis.js';

interface LearnedProfile { style_preferences: Record<string, number>; learning_confidence: number; last_updated: string | null }

const StyleDnaSummary = () => {
  const latest = useDiscoveryLatest();
  const learned = useQuery({ queryKey: STYLE_PROFILE_QUERY_KEY, queryFn: () => callTool<LearnedProfile>('styleProfile.get', {}) });
  if (latest.isPending || learned.isPending) return <Spinner />;
  if (latest.isError && learned.isError) return <p role="alert" className="text-sm text-red-800">Could not load your style DNA.</p>;
  const scanned = latest.data?.style_profile ?? null;
  const weights = scanned?.style_dna ?? learned.data?.style_preferences ?? {};
  // The one style-confidence figure, whatever the weights below come from (style-confidence.ts).
  const confidence = styleConfidence(learned.data?.learning_confidence);
  const tags = Object.entries(weights).sort((a, b) => b[1] - a[1]).slice(0, DISCOVERY_LIMITS.aesthetics).map(([name]) => name);
  if (!tags.length) {
    return (
      <p className="text-sm text-stone-700" data-testid="style-dna-empty">
        No style DNA yet. Follow a few influencers, like or save looks, or run the Smart Analysis in the style discovery dialog.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="style-dna-summary">
      <div className="flex flex-wrap items-center gap-3">
        <StyleConfidenceFigure value={learned.isSuccess ? confidence : null} />
        <p className="text-xs text-stone-600">
          {scanned ? 'From your latest smart scan' : 'Learned from your follows, likes, saves and uploads'}
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Top style tags">
        {tags.map((tag) => <li key={tag}><Badge variant={(weights[tag] ?? 0) > 0.6 ? 'default' : 'outline'} className="capitalize">{tag}</Badge></li>)}
      </ul>
      <GenomeWeights title="Aesthetic weights" weights={weights} empty="" />
      {scanned && Object.keys(scanned.aesthetic_preferences).length > 0 && (
        <GenomeWeights title="Shapes, fabrics and occasions" weights={scanned.aesthetic_preferences} empty="" />
      )}
    </div>
  );
};

const AnalyzerTest = () => {
  const fileId = useId();
  const textId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [text, setText] = useState('');
  const test = useMutation({
    mutationFn: async ({ photo, words }: { photo: File; words: string }): Promise<StyleAnalysis> => {
      const [upload] = await uploadPhotos('wardrobe', [photo]);
      if (!upload) throw new Error(TEST_FAILED.fallback);
      return styleAnalysisSchema.parse(await callTool('styleDna.analyze', { uploadIds: [upload.id], ...(words.trim() ? { text: words.trim() } : {}) }));
    },
    onError: (error) => toast.error(TEST_FAILED.title, { description: errorMessage(error, TEST_FAILED.fallback) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (picked) test.mutate({ photo: picked, words: text });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Test the style DNA analyzer">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fileId}>Photo of an outfit or piece</Label>
        <input
          id={fileId}
          ref={file}
          type="file"
          accept="image/*"
          className="text-sm text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:text-ink"
          onChange={(e) => setPicked(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={textId}>What is it? <span className="font-normal text-stone-600">(optional, raises confidence beyond colour)</span></Label>
        <Textarea id={textId} value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={2} placeholder="Cream linen wide-leg trousers" />
      </div>
      <Button type="submit" className="self-start" disabled={!picked || test.isPending}>{test.isPending ? 'Analyzing…' : 'Analyze photo'}</Button>
      {test.data && <AnalysisResult analysis={test.data} />}
    </form>
  );
};

export const StyleDnaPanel = () => (
  <div className="grid gap-4 lg:grid-cols-2">
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Style DNA</CardTitle>
        <CardDescription>Your aesthetic weights and top tags, with how confident we are in them.</CardDescription>
      </CardHeader>
      <CardContent><StyleDnaSummary /></CardContent>
    </Card>
    <Card>
      <CardHeader>
        <CardTitle as="h2">Test the analyzer</CardTitle>
        <CardDescription>Upload a photo to see the palette, style elements and matching influencers it finds. Test photos stay private and do not join your wardrobe.</CardDescription>
      </CardHeader>
      <CardContent><AnalyzerTest /></CardContent>
    </Card>
  </div>
);
