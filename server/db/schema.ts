/**
 * The whole database: better-auth's tables, then every entity of the product rules (§3) with its table and
 * column names. Style vectors are `vector(N)` with N from the named vocabulary.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable, text, uuid, boolean, integer, timestamp, jsonb, doublePrecision, real, vector, index,
  uniqueIndex, date, bigint, smallint, customType, check, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ATTRIBUTE_FIELDS, CATEGORIES, GARMENT_OCCASIONS, GARMENT_SEASONS, STYLE_VECTOR_DIMENSIONS, categoryVectorIndexName } from '../../shared/catalogue-vocabulary.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const styleVector = () => vector('style_vector', { dimensions: STYLE_VECTOR_DIMENSIONS });

/**
 * What a piece is good for (tools/garments): derived from its words on insert; null only on rows
 * written before migration 0013 until the start-up backfill (tools/garments/backfill.ts) reaches them.
 */
const garmentAttributeColumns = () => ({
  formality: smallint('formality'),
  warmth: smallint('warmth'),
  seasons: text('seasons').array(),
  occasions: text('occasions').array(),
});
const listIn = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(', ')}]::text[]`);
const garmentAttributeChecks = (table: string, t: Record<'formality' | 'warmth' | 'seasons' | 'occasions', AnyPgColumn>) => [
  check(`${table}_formality_check`, sql`${t.formality} between 1 and 5`),
  check(`${table}_warmth_check`, sql`${t.warmth} between 1 and 5`),
  check(`${table}_seasons_check`, sql`${t.seasons} <@ ${listIn(GARMENT_SEASONS)}`),
  check(`${table}_occasions_check`, sql`${t.occasions} <@ ${listIn(GARMENT_OCCASIONS)}`),
];

// ───────────────────────────── accounts (better-auth) ─────────────────────────────

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** When the shopper finished (or skipped through) onboarding; follows them to every device. */
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  /** When the shopper first closed onboarding without finishing it: it does not open by itself again. */
  onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('accounts_user_idx').on(t.userId)]);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('verifications_identifier_idx').on(t.identifier)]);

/** Fixed-window counters for every rate limit (auth routes, chat, agent); shared by all app servers. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Emails waiting to be read at /dev/mailbox or sent through SMTP_URL. */
export const outbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: text('links').array().notNull().default(sql`'{}'::text[]`),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** SMTP sends tried so far (server/mail/delivery.ts); 0 while none was tried. */
  attempts: integer('attempts').notNull().default(0),
  /** Why the last try failed; null once sent or before any try. */
  lastError: text('last_error'),
  /** When the next try is due; null when sent, given up, or no SMTP is configured. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Set when the last allowed try failed: the email is no longer retried. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('email_outbox_to_idx').on(t.to, t.createdAt),
  // The sweep that re-queues due sends reads only the unsent rows.
  index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
]);

/** Product rules §3 "OAuth security event log" and §7 failed_login events. */
export const securityEvents = pgTable('security_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventType: text('event_type').notNull(),
  provider: text('provider'),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull().default('low'),
  createdAt: createdAt(),
}, (t) => [index('security_events_type_idx').on(t.eventType, t.createdAt)]);

// ───────────────────────────── style sources and preferences ─────────────────────────────

export const styleSources = pgTable('style_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sourceType: text('source_type', { enum: ['influencer', 'instagram'] }).notNull(),
  sourceName: text('source_name').notNull(),
  sourceHandle: text('source_handle').notNull(),
  sourceUrl: text('source_url'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  priorityScore: integer('priority_score').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('style_sources_user_handle_uq').on(t.userId, t.sourceHandle),
  index('style_sources_user_type_idx').on(t.userId, t.sourceType, t.isActive),
]);

export const userInfluencerPreferences = pgTable('user_influencer_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  influencerName: text('influencer_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  preferenceScore: integer('preference_score').notNull().default(50),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('user_influencer_preferences_user_name_uq').on(t.userId, t.influencerName),
  index('user_influencer_preferences_active_idx').on(t.userId, t.isActive, t.influencerName),
]);

export const instagramCredentials = pgTable('instagram_credentials', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }).unique(),
  instagramUserId: text('instagram_user_id'),
  /** The Instagram username the token belongs to, when the provider told us. */
  username: text('username'),
  /** How the token arrived: Instagram or Facebook sign-in, or pasted into the token card. */
  source: text('source', { enum: ['instagram_oauth', 'facebook_oauth', 'pasted'] }).notNull().default('pasted'),
  /** AES-256-GCM ciphertext (server/connections/token-crypto.ts); the plain token is never stored. */
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * OAuth `state` values handed out to a signed-in shopper; a callback must bring one back that is
 * theirs, unexpired and unused. `returnOrigin` is where the bridge relays the code (allowlisted).
 */
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  state: text('state').notNull().unique(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['facebook', 'instagram'] }).notNull(),
  returnOrigin: text('return_origin'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('oauth_states_user_idx').on(t.userId, t.createdAt)]);

/** Personal access tokens for the MCP door: only a hash is kept; the token is shown once. */
export const personalAccessTokens = pgTable('personal_access_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** SHA-256 of the token, hex. */
  tokenHash: text('token_hash').notNull().unique(),
  /** The first characters of the token, to tell tokens apart on /style. */
  tokenPrefix: text('token_prefix').notNull(),
  scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('personal_access_tokens_user_idx').on(t.userId, t.createdAt)]);

// ───────────────────────── OAuth for MCP clients (@better-auth/oauth-provider) ─────────────────────────
// The provider's models under our table names; columns are its field names in snake_case. Clients
// come from dynamic registration; a grant is a consent row plus the tokens issued under it.

export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  clientSecret: text('client_secret'),
  clientDiscoveryId: text('client_discovery_id'),
  disabled: boolean('disabled').default(false),
  skipConsent: boolean('skip_consent'),
  enableEndSession: boolean('enable_end_session'),
  subjectType: text('subject_type'),
  scopes: text('scopes').array(),
  clientCredentialsScopes: text('client_credentials_scopes').array().default([]),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  name: text('name'),
  uri: text('uri'),
  icon: text('icon'),
  contacts: text('contacts').array(),
  tos: text('tos'),
  policy: text('policy'),
  softwareId: text('software_id'),
  softwareVersion: text('software_version'),
  softwareStatement: text('software_statement'),
  redirectUris: text('redirect_uris').array().notNull(),
  postLogoutRedirectUris: text('post_logout_redirect_uris').array(),
  backchannelLogoutUri: text('backchannel_logout_uri'),
  backchannelLogoutSessionRequired: boolean('backchannel_logout_session_required'),
  tokenEndpointAuthMethod: text('token_endpoint_auth_method'),
  applicationType: text('application_type'),
  jwks: text('jwks'),
  jwksUri: text('jwks_uri'),
  grantTypes: text('grant_types').array(),
  responseTypes: text('response_types').array(),
  requirePKCE: boolean('require_pkce'),
  dpopBoundAccessTokens: boolean('dpop_bound_access_tokens').default(false),
  referenceId: text('reference_id'),
  metadata: jsonb('metadata'),
}, (t) => [index('oauth_clients_user_idx').on(t.userId)]);

export const oauthResources = pgTable('oauth_resources', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  accessTokenTtl: integer('access_token_ttl'),
  refreshTokenTtl: integer('refresh_token_ttl'),
  signingAlgorithm: text('signing_algorithm'),
  signingKeyId: text('signing_key_id'),
  allowedScopes: text('allowed_scopes').array(),
  customClaims: jsonb('custom_claims'),
  dpopBoundAccessTokensRequired: boolean('dpop_bound_access_tokens_required').default(false),
  disabled: boolean('disabled').default(false),
  createdAt: timestamp('created_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  policyVersion: integer('policy_version').default(1),
  metadata: jsonb('metadata'),
});

export const oauthClientResources = pgTable('oauth_client_resources', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().references(() => oauthClients.clientId, { onDelete: 'cascade' }),
  resourceId: text('resource_id').notNull().references(() => oauthResources.identifier, { onDelete: 'cascade' }),
  metadata: jsonb('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }),
}, (t) => [uniqueIndex('oauth_client_resources_pair_idx').on(t.clientId, t.resourceId), index('oauth_client_resources_resource_idx').on(t.resourceId)]);

export const oauthRefreshTokens = pgTable('oauth_refresh_tokens', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  clientId: text('client_id').notNull().references(() => oauthClients.clientId, { onDelete: 'cascade' }),
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  referenceId: text('reference_id'),
  authorizationCodeId: text('authorization_code_id'),
  resources: text('resources').array(),
  requestedUserInfoClaims: text('requested_user_info_claims').array(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }),
  revoked: timestamp('revoked', { withTimezone: true }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  rotationReplayResponse: text('rotation_replay_response'),
  rotationReplayExpiresAt: timestamp('rotation_replay_expires_at', { withTimezone: true }),
  authTime: timestamp('auth_time', { withTimezone: true }),
  confirmation: jsonb('confirmation'),
  scopes: text('scopes').array().notNull(),
}, (t) => [index('oauth_refresh_tokens_client_idx').on(t.clientId), index('oauth_refresh_tokens_user_idx').on(t.userId),
  index('oauth_refresh_tokens_session_idx').on(t.sessionId), index('oauth_refresh_tokens_code_idx').on(t.authorizationCodeId)]);

export const oauthAccessTokens = pgTable('oauth_access_tokens', {
  id: text('id').primaryKey(),
  token: text('token').unique(),
  clientId: text('client_id').notNull().references(() => oauthClients.clientId, { onDelete: 'cascade' }),
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  referenceId: text('reference_id'),
  authorizationCodeId: text('authorization_code_id'),
  resources: text('resources').array(),
  requestedUserInfoClaims: text('requested_user_info_claims').array(),
  refreshId: text('refresh_id').references(() => oauthRefreshTokens.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }),
  revoked: timestamp('revoked', { withTimezone: true }),
  confirmation: jsonb('confirmation'),
  scopes: text('scopes').array().notNull(),
}, (t) => [index('oauth_access_tokens_client_idx').on(t.clientId), index('oauth_access_tokens_user_idx').on(t.userId),
  index('oauth_access_tokens_session_idx').on(t.sessionId), index('oauth_access_tokens_code_idx').on(t.authorizationCodeId),
  index('oauth_access_tokens_refresh_idx').on(t.refreshId)]);

export const oauthConsents = pgTable('oauth_consents', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().references(() => oauthClients.clientId, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  referenceId: text('reference_id'),
  resources: text('resources').array(),
  requestedUserInfoClaims: text('requested_user_info_claims').array(),
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
}, (t) => [index('oauth_consents_client_idx').on(t.clientId), index('oauth_consents_user_idx').on(t.userId)]);

/** Replay tombstones for client assertion JWTs (private_key_jwt); the id is the assertion's jti. */
export const oauthClientAssertions = pgTable('oauth_client_assertions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const aiUsageLogs = pgTable('ai_usage_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('ai_usage_logs_user_action_idx').on(t.userId, t.action, t.createdAt)]);

// ───────────────────────────── influencers and posts ─────────────────────────────

export const influencerAccounts = pgTable('influencer_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  handle: text('handle').notNull().unique(),
  displayName: text('display_name').notNull(),
  profileImageUrl: text('profile_image_url'),
  category: text('category').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  styleVector: styleVector(),
  /** When the aesthetic vector was last rebuilt from the posts (the follow pipeline's checkpoint). */
  aestheticUpdatedAt: timestamp('aesthetic_updated_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('influencer_accounts_active_created_idx').on(t.isActive, t.createdAt),
  index('influencer_accounts_vector_idx').using('hnsw', t.styleVector.op('vector_cosine_ops')),
]);

export const influencerPosts = pgTable('influencer_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  influencerId: uuid('influencer_id').notNull().references(() => influencerAccounts.id, { onDelete: 'cascade' }),
  platformPostId: text('platform_post_id').notNull().unique(),
  imageUrl: text('image_url'),
  caption: text('caption').notNull().default(''),
  likeCount: integer('like_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  topLiked: boolean('top_liked').notNull().default(false),
  linkUrl: text('link_url'),
  styleVector: styleVector(),
  createdAt: createdAt(),
}, (t) => [
  index('influencer_posts_posted_idx').on(t.postedAt),
  index('influencer_posts_influencer_posted_idx').on(t.influencerId, t.postedAt),
  index('influencer_posts_top_liked_idx').on(t.likeCount).where(sql`${t.topLiked}`),
  index('influencer_posts_vector_idx').using('hnsw', t.styleVector.op('vector_cosine_ops')),
]);

export const influencerPostFeedback = pgTable('influencer_post_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  postId: uuid('post_id').notNull().references(() => influencerPosts.id, { onDelete: 'cascade' }),
  decision: text('decision', { enum: ['like', 'unlike'] }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('influencer_post_feedback_one_like_uq').on(t.userId, t.postId).where(sql`${t.decision} = 'like'`),
  index('influencer_post_feedback_post_idx').on(t.postId),
]);

// ───────────────────────────── style profiles ─────────────────────────────

export const styleProfiles = pgTable('style_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }).unique(),
  styleDna: jsonb('style_dna').$type<Record<string, number>>().notNull().default({}),
  aestheticPreferences: jsonb('aesthetic_preferences').$type<Record<string, number>>().notNull().default({}),
  confidenceScore: real('confidence_score').notNull().default(0),
  updatedAt: updatedAt(),
});

export const userStyleProfiles = pgTable('user_style_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }).unique(),
  stylePreferences: jsonb('style_preferences').$type<Record<string, number>>().notNull().default({}),
  colorPreferences: jsonb('color_preferences').$type<Record<string, number>>().notNull().default({}),
  brandPreferences: jsonb('brand_preferences').$type<Record<string, number>>().notNull().default({}),
  learningConfidence: real('learning_confidence').notNull().default(0),
  /** The user's taste vector, rebuilt from follows, likes, saves, uploads and feedback. */
  styleVector: styleVector(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_style_profiles_vector_idx').using('hnsw', t.styleVector.op('vector_cosine_ops'))]);

// ───────────────────────────── products and recommendations ─────────────────────────────

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  productName: text('product_name').notNull(),
  brand: text('brand').notNull(),
  price: doublePrecision('price').notNull(),
  priceTier: text('price_tier', { enum: ['budget', 'mid', 'luxury'] }).notNull(),
  imageUrl: text('image_url'),
  productUrl: text('product_url').notNull(),
  affiliateUrl: text('affiliate_url'),
  retailerName: text('retailer_name').notNull(),
  category: text('category').notNull(),
  productDescription: text('product_description').notNull().default(''),
  color: text('color'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  /** Influencer whose look this product belongs to, for "Trending in Your Aesthetic". */
  influencerId: uuid('influencer_id').references(() => influencerAccounts.id, { onDelete: 'set null' }),
  styleVector: styleVector(),
  /** Full-text document for products.search; generated so it can never drift from the row. */
  searchDocument: tsvector('search_document').generatedAlwaysAs(
    sql`to_tsvector('english', product_name || ' ' || brand || ' ' || category || ' ' || coalesce(color, '') || ' ' || product_description)`,
  ),
  /**
   * The aesthetic leading the piece (its heaviest, ties to the first word; null when none weighs
   * anything), by lead_aesthetic() of migration 0012: Discover passes over pieces led by the
   * shopper's own looks inside the index scan, where reading a column costs nothing and computing
   * it on every row cost about 0.1 ms of the section's statement.
   */
  leadAesthetic: smallint('lead_aesthetic').generatedAlwaysAs(sql`lead_aesthetic(style_vector)`),
  ...garmentAttributeColumns(),
  createdAt: createdAt(),
}, (t) => [
  ...garmentAttributeChecks('products', t),
  index('products_category_price_idx').on(t.category, t.price),
  index('products_price_idx').on(t.price, t.id),
  index('products_tier_idx').on(t.priceTier),
  index('products_influencer_idx').on(t.influencerId),
  // Look completion never offers a product the shopper already owns: wardrobe items keep its link.
  index('products_url_idx').on(t.productUrl),
  index('products_search_idx').using('gin', t.searchDocument),
  index('products_vector_idx').using('hnsw', t.styleVector.op('vector_cosine_ops')),
  // One HNSW graph per price tier (partial indexes): a tier tab searches a graph holding only its
  // tier, at the speed and recall of an unfiltered search (tools/recommendations/nearest.ts).
  index('products_vector_budget_idx').using('hnsw', t.styleVector.op('vector_cosine_ops')).where(sql`price_tier = 'budget'`),
  index('products_vector_mid_idx').using('hnsw', t.styleVector.op('vector_cosine_ops')).where(sql`price_tier = 'mid'`),
  index('products_vector_luxury_idx').using('hnsw', t.styleVector.op('vector_cosine_ops')).where(sql`price_tier = 'luxury'`),
  // And one per category: outfit slots and look completion ask for the nearest shoes, bags, ... (migration 0011).
  ...CATEGORIES.map((category) => index(categoryVectorIndexName(category)).using('hnsw', t.styleVector.op('vector_cosine_ops')).where(sql.raw(`category = '${category}'`))),
]);

export const fittingRoomItems = pgTable('fitting_room_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemName: text('item_name').notNull(),
  brand: text('brand'),
  price: doublePrecision('price'),
  imageUrl: text('image_url'),
  itemUrl: text('item_url'),
  affiliateLink: text('affiliate_link'),
  retailerName: text('retailer_name'),
  category: text('category'),
  color: text('color').notNull().default('neutral'),
  stylingNotes: text('styling_notes'),
  externalProductId: text('external_product_id').notNull(),
  isInCart: boolean('is_in_cart').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('fitting_room_items_user_external_uq').on(t.userId, t.externalProductId),
  index('fitting_room_items_user_created_idx').on(t.userId, t.createdAt),
]);

export const userProductInteractions = pgTable('user_product_interactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  recommendationId: text('recommendation_id').notNull(),
  interactionType: text('interaction_type').notNull(),
  interactionData: jsonb('interaction_data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('user_product_interactions_user_idx').on(t.userId, t.interactionType, t.createdAt)]);

export const recommendationScores = pgTable('recommendation_scores', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemId: text('item_id').notNull(),
  score: real('score').notNull(),
  scoreBreakdown: jsonb('score_breakdown').$type<Record<string, number>>().notNull().default({}),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('recommendation_scores_user_item_uq').on(t.userId, t.itemId)]);

export const FEEDBACK_REASONS = ['color', 'style', 'brand', 'price', 'aspirational', 'occasion'] as const;
/** What an entry says of the piece: its reasons are what she loves, or what is not for her. */
export const FEEDBACK_VERDICTS = ['love', 'not_for_me'] as const;

export const userFeedbackDetailed = pgTable('user_feedback_detailed', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemId: text('item_id').notNull(),
  reasons: text('reasons').array().notNull(),
  // Entries written before a shopper could turn a piece down were all loves.
  verdict: text('verdict', { enum: FEEDBACK_VERDICTS }).notNull().default('love'),
  notes: text('notes'),
  createdAt: createdAt(),
}, (t) => [
  index('user_feedback_detailed_user_idx').on(t.userId, t.createdAt),
  check('user_feedback_detailed_verdict_check', sql`${t.verdict} in ('love', 'not_for_me')`),
]);

// ───────────────────────────── wardrobe, social, trips ─────────────────────────────

export const wardrobeItems = pgTable('wardrobe_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemName: text('item_name').notNull(),
  category: text('category').notNull(),
  brand: text('brand'),
  color: text('color'),
  purchasePrice: doublePrecision('purchase_price'),
  notes: text('notes'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  imageUrl: text('image_url'),
  styleAnalysis: jsonb('style_analysis').$type<Record<string, unknown>>(),
  /** Built on every write from the item's text (and photo colours), so it can be matched to products. */
  styleVector: styleVector(),
  ...garmentAttributeColumns(),
  /** The attributes the shopper set by hand: a re-derivation (rename, backfill) never overwrites these. */
  correctedAttributes: text('corrected_attributes').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('wardrobe_items_user_created_idx').on(t.userId, t.createdAt),
  ...garmentAttributeChecks('wardrobe_items', t),
  check('wardrobe_items_corrected_attributes_check', sql`${t.correctedAttributes} <@ ${listIn(ATTRIBUTE_FIELDS)}`),
]);

/**
 * Every stored file (wardrobe photos, product uploads). Files are private: the row ties a storage
 * path to its owner, and the file route serves a path only to that owner or through a signed URL.
 */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  bucket: text('bucket', { enum: ['wardrobe', 'style-inspiration'] }).notNull(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /**
   * Widths of the smaller copies stored beside the photo (server/uploads/variants.ts): null until
   * they are made (photos stored before them get them when first asked for), empty when the photo
   * is no wider than the smallest.
   */
  variantWidths: integer('variant_widths').array(),
  /** The photo analysis (palette, style elements, ...) once measured. */
  analysis: jsonb('analysis').$type<Record<string, unknown>>(),
  styleVector: styleVector(),
  createdAt: createdAt(),
}, (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)]);

/** Outfits the shopper saved from the Outfit Builder ("Outfits created" counts these). */
export const outfits = pgTable('outfits', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The slots (dress, top, bottom, outerwear, shoes, bag, accessories[]) with the pieces in them. */
  slots: jsonb('slots').$type<Record<string, unknown>>().notNull(),
  completionScore: integer('completion_score').notNull(),
  styleVector: styleVector(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('outfits_user_created_idx').on(t.userId, t.createdAt)]);

export const userSocialConnections = pgTable('user_social_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  connectionData: jsonb('connection_data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('user_social_connections_user_platform_uq').on(t.userId, t.platform)]);

export const tripPlans = pgTable('trip_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  destination: text('destination').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  tripName: text('trip_name').notNull(),
  plannedOutfits: jsonb('planned_outfits').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('trip_plans_user_created_idx').on(t.userId, t.createdAt)]);

// ───────────────────────────── the stylist's conversations ─────────────────────────────

export const chatConversations = pgTable('chat_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default('New conversation'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('chat_conversations_user_updated_idx').on(t.userId, t.updatedAt)]);

export const chatMessages = pgTable('chat_messages', {
  id: text('id').primaryKey(),
  conversationId: uuid('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['user', 'assistant', 'system'] }).notNull(),
  parts: jsonb('parts').$type<unknown[]>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)]);

/**
 * A change the stylist proposed and the shopper has not yet approved or denied (AI SDK tool
 * approval). The server runs a change only against a pending row it stored itself, once.
 */
export const toolApprovals = pgTable('tool_approvals', {
  /** The AI SDK approvalId. */
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** A /chat conversation id or a widget conversation id; `surface` says which. */
  conversationId: text('conversation_id').notNull(),
  surface: text('surface', { enum: ['chat', 'widget'] }).notNull().default('chat'),
  toolCallId: text('tool_call_id').notNull(),
  toolName: text('tool_name').notNull(),
  input: jsonb('input').$type<unknown>().notNull(),
  status: text('status', { enum: ['pending', 'approved', 'denied', 'executed'] }).notNull().default('pending'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [index('tool_approvals_user_conversation_idx').on(t.userId, t.conversationId, t.status)]);

/** Partner shops that embed the widget, with the page origins allowed to host it. */
export const widgetPartners = pgTable('widget_partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerKey: text('partner_key').notNull().unique(),
  name: text('name').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull(),
  /** Signs the partner's optional customer-identity JWTs (HS256). */
  identitySecret: text('identity_secret').notNull(),
  themeColor: text('theme_color').notNull().default('#1c1917'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Widget conversations, per partner and per subject: `visitor:<uuid>` (a guest, id kept in the
 * iframe's own storage), `user:<id>` (signed in through the popup) or `customer:<id>` (the
 * partner's own customer, asserted with a JWT). Kept apart from the app's chat, which is per user.
 */
export const widgetConversations = pgTable('widget_conversations', {
  id: uuid('id').primaryKey(),
  partnerId: uuid('partner_id').notNull().references(() => widgetPartners.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('widget_conversations_subject_idx').on(t.partnerId, t.subject, t.updatedAt)]);

export const widgetMessages = pgTable('widget_messages', {
  id: text('id').primaryKey(),
  conversationId: uuid('conversation_id').notNull().references(() => widgetConversations.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['user', 'assistant'] }).notNull(),
  parts: jsonb('parts').$type<unknown[]>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('widget_messages_conversation_idx').on(t.conversationId, t.createdAt)]);

/** Single-use, short-lived tokens the sign-in popup hands to the widget iframe (only the hash is kept). */
export const widgetHandoffs = pgTable('widget_handoffs', {
  tokenHash: text('token_hash').primaryKey(),
  partnerId: uuid('partner_id').notNull().references(() => widgetPartners.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The popup's session: the widget's identity ends when it does (sign-out anywhere). */
  sessionId: text('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Accounts whose deletion was asked for (the /data-deletion timeline). No foreign key: the record
 * outlives the user row, so the scheduled purge can finish and show it did. The email is kept only
 * until complete removal, to refuse sign-ins meanwhile.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: text('user_id').primaryKey(),
  email: text('email'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  /** Personal data and files purged (within 30 days). */
  dataPurgedAt: timestamp('data_purged_at', { withTimezone: true }),
  /** The account row and the last identifying data gone (within 90 days). */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /** Fraud-prevention records (security events) deleted (6 months). */
  fraudRecordsPurgedAt: timestamp('fraud_records_purged_at', { withTimezone: true }),
}, (t) => [index('account_deletions_requested_idx').on(t.requestedAt)]);

/** Records that the demo catalogue was seeded, so a second start never re-seeds. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seed: integer('seed').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Background jobs waiting or running on the embedded database (server/jobs/local-runner.ts): a row
 * is written when a job is queued and deleted when it is done, so a job a crash interrupted is
 * found and run again at the next start. On Postgres pg-boss keeps its own tables instead.
 */
export const backgroundJobs = pgTable('background_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  /** Jobs with the same key run one at a time, in order (the follow pipeline: one user). */
  singletonKey: text('singleton_key'),
  state: text('state', { enum: ['pending', 'running', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
}, (t) => [index('background_jobs_state_created_idx').on(t.state, t.createdAt)]);
