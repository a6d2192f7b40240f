/** The feed helper's recommendation tools, registered together in tools/registry.ts. */
import { recommendationsFeed } from './feed.js';
import { recommendationsHome } from './home-feed.js';
import { recommendationsRefresh } from './refresh.js';
import { recommendationsSave } from './save.js';
import { styleProfileGet } from './style-profile.js';

export const feedTools = [recommendationsFeed, recommendationsHome, recommendationsSave, recommendationsRefresh, styleProfileGet];
