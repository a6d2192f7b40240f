/**
 * Every tool, registered once. The chat, HTTP and code doors all read this list.
 * Each area exports its array; add new areas here.
 */
import { catalogueTools } from './catalogue/tools.js';
import { productPageTools } from './catalogue/product-page.js';
import { sourceTools } from './sources/tools.js';
import { quickPickTools } from './sources/quick-pick-tool.js';
import { influencerTools } from './influencers/tools.js';
import { postTools } from './posts/tools.js';
import { dressingRoomTools } from './dressing-room/tools.js';
import { feedbackTools } from './feedback/tools.js';
import { feedTools } from './recommendations/feed-tools.js';
import { similarInfluencerTools } from './recommendations/similar-influencers.js';
import { analysisTools } from './analysis/tools.js';
import { linkTools } from './links/tools.js';
import { tripTools } from './trips/tools.js';
import { wardrobeTools } from './wardrobe/tools.js';
import { outfitTools } from './outfits/tools.js';
import { lookTools } from './looks/tools.js';
import { accountTools } from './account/tools.js';
import { discoveryTools } from './discovery/tools.js';
import { instagramTools } from './instagram/tools.js';
import { accessTokenTools } from './access-tokens/tools.js';
import { connectedAppTools } from './connected-apps/tools.js';
import { onboardingTools } from './onboarding/tools.js';
import { connectionTools } from './connections/tools.js';
import type { AnyTool } from './types.js';

export const toolCatalogue: readonly AnyTool[] = [
  ...catalogueTools,
  ...productPageTools,
  ...sourceTools,
  ...quickPickTools,
  ...influencerTools,
  ...postTools,
  ...dressingRoomTools,
  ...feedbackTools,
  ...feedTools,
  ...similarInfluencerTools,
  ...analysisTools,
  ...linkTools,
  ...tripTools,
  ...wardrobeTools,
  ...outfitTools,
  ...lookTools,
  ...accountTools,
  ...discoveryTools,
  ...instagramTools,
  ...accessTokenTools,
  ...connectedAppTools,
  ...onboardingTools,
  ...connectionTools,
] as unknown as readonly AnyTool[];

const byName = new Map(toolCatalogue.map((t) => [t.name, t]));
if (byName.size !== toolCatalogue.length) throw new Error('Two tools share a name');

export const findTool = (name: string): AnyTool | undefined => byName.get(name);
