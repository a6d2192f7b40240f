import { Link, useSearchParams } from 'react-router';
import { Page } from './page.js';
import { Progress, buttonClass } from '../ui/index.js';
import { useSession } from '../../lib/session.js';

type Provider = 'Instagram' | 'Facebook';

/**
 * What a callback URL can already tell us before any exchange (spec: OAuth callback messages), so a
 * visitor who lands here by mistake gets a reason and a way back instead of a screen that never ends.
 */
export const callbackProblem = (params: URLSearchParams, provider: Provider, signedIn: boolean): string | null => {
  const error = params.get('error');
  if (error) return `${provider} authorization failed: ${error}`;
  if (!params.get('code')) return `No authorization code received from ${provider}`;
  if (!params.get('state')) return 'Missing security state parameter';
  if (!signedIn) return 'Please sign in first';
  return null;
};

export const OAuthStatus = ({ title, provider, description, bridge = false }: { title: string; provider: Provider; description: string; bridge?: boolean }) => {
  const [params] = useSearchParams();
  const { status } = useSession();
  const checked = status !== 'loading';
  const problem = checked ? callbackProblem(params, provider, bridge || status === 'authenticated') : null;
  const message = problem && bridge ? 'Failed to process Instagram authorization' : problem;
  return (
    <Page title={title} description={message ? undefined : description}>
      {message ? (
        <div role="alert" className="flex max-w-xl flex-col items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6">
          <p className="text-ink">{message}</p>
          <Link to="/style" className={buttonClass('primary')}>Back to Style Management</Link>
        </div>
      ) : (
        <div className="max-w-xl">
          <Progress value={20} aria-label={description} />
        </div>
      )}
    </Page>
  );
};
