/** @jsxImportSource preact */
/**
 * The chat's visible parts, each given what it shows and what it may do: the bar (who, sign in or
 * out, new conversation, close), the page's product with 'Style this', the conversation with product
 * cards and change cards, and the composer. No state of their own beyond the input's text.
 */
import type { Ref } from 'preact';
import type { PageProduct } from '../shared/protocol.js';
import { WIDGET_TEXT_MAX } from '../shared/protocol.js';
import type { Who } from './api.js';
import { cardsOf, type Card } from './cards.js';
import type { ChatMessage } from './messages.js';
import { describeChange, knownNames } from '../../tools/approvals/change-text.js';
import { formatPrice } from '../../tools/text/price.js';
import { renderMarkdown } from '../../shared/markdown.js';
import { MATCH_HINT } from '../../tools/recommendations/match-words.js';

const price = (n: number, currency = 'USD') => {
  if (currency === 'USD') return formatPrice(n);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  } catch {
    return `${n} ${currency}`;
  }
};

const TOOL_LABELS: Record<string, string> = { page_look: 'Putting a look together', products_search: 'Searching the catalogue' };

export interface ChatBarProps {
  partnerName: string;
  who: Who | undefined;
  framed: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
  onReset: () => void;
  onClose: () => void;
}

export const ChatBar = ({ partnerName, who, framed, onSignIn, onSignOut, onReset, onClose }: ChatBarProps) => (
  <header class="bar">
    <div class="title">
      <strong>{partnerName}</strong>
      <span>Stylist by Atelier{who?.kind === 'user' && who.name ? ` · ${who.name}` : ''}</span>
    </div>
    {who?.kind === 'user'
      ? <button type="button" class="ghost" onClick={onSignOut}>Sign out</button>
      : who?.kind !== 'customer' ? <button type="button" class="ghost" onClick={onSignIn}>Sign in</button> : null}
    <button type="button" class="ghost" onClick={onReset} aria-label="New conversation">New</button>
    {framed && <button type="button" class="icon" onClick={onClose} aria-label="Close the chat">×</button>}
  </header>
);

/** The product on the partner's page, with 'Style this'. */
export const PageContext = ({ product, busy, onStyle }: { product: PageProduct; busy: boolean; onStyle: () => void }) => (
  <div class="context">
    {product.image && <img src={product.image} alt="" width={40} height={40} onError={(e) => { (e.currentTarget as HTMLImageElement).hidden = true; }} />}
    <div class="context-text">
      <span class="muted">On this page</span>
      <span class="name">{product.name}{product.price !== undefined ? ` · ${price(product.price, product.currency)}` : ''}</span>
    </div>
    <button type="button" class="primary" disabled={busy} onClick={onStyle}>Style this</button>
  </div>
);

export interface MessageLogProps {
  messages: ChatMessage[];
  busy: boolean;
  hasProduct: boolean;
  logRef: Ref<HTMLDivElement>;
  onAnswer: (messageId: string, approvalId: string, approved: boolean) => void;
  onAdd: (card: Card) => void;
}

export const MessageLog = ({ messages, busy, hasProduct, logRef, onAnswer, onAdd }: MessageLogProps) => {
  const names = knownNames(messages.flatMap((m) => m.parts.flatMap((p) => (p.kind === 'tool' && p.state === 'done' ? [p.output] : []))));
  const lastId = messages.at(-1)?.id;
  return (
    <div class="log" ref={logRef} aria-label="Conversation" role="region" tabIndex={0}>
      {messages.length === 0 && (
        <p class="empty">Ask the stylist anything: {hasProduct ? `"what goes with this?", ` : ''}"black boots under $150", "minimalist bags".</p>
      )}
      {messages.map((m) => (
        <div key={m.id} class={`msg ${m.role}`}>
          {m.parts.map((p) => (p.kind === 'text'
            ? p.text && (m.role === 'user'
              ? <p key={p.id} class="text">{p.text}</p>
              // The stylist's reply is markdown, rendered and sanitised (shared/markdown.ts).
              : <div key={p.id} class="text md" dangerouslySetInnerHTML={{ __html: renderMarkdown(p.text) }} />)
            : p.state === 'approval' || p.state === 'denied'
              ? <ChangeCard key={p.id} what={describeChange(p.name, p.input, names)} state={p.state} disabled={busy || m.id !== lastId || !p.approvalId} onAnswer={(approved) => onAnswer(m.id, p.approvalId!, approved)} />
              : <ToolPart key={p.id} name={p.name} state={p.state} output={p.output} error={p.error} onAdd={onAdd} />))}
        </div>
      ))}
      {busy && <p class="typing" aria-hidden="true">The stylist is typing…</p>}
    </div>
  );
};

export interface ComposerProps {
  input: string;
  busy: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
  onInput: (text: string) => void;
  onSend: () => void;
}

export const Composer = ({ input, busy, inputRef, onInput, onSend }: ComposerProps) => (
  <form class="composer" onSubmit={(e) => { e.preventDefault(); onSend(); }}>
    <label class="sr-only" for="atelier-input">Message the stylist</label>
    <textarea
      id="atelier-input"
      ref={inputRef}
      rows={1}
      maxLength={WIDGET_TEXT_MAX}
      value={input}
      placeholder="Ask the stylist…"
      onInput={(e) => onInput((e.target as HTMLTextAreaElement).value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          onSend();
        }
      }}
    />
    <button type="submit" class="primary" disabled={busy || !input.trim()}>Send</button>
  </form>
);

/** A change the stylist asks about: what will change, with Approve and Deny; after Deny, that nothing changed. */
const ChangeCard = ({ what, state, disabled, onAnswer }: { what: string; state: 'approval' | 'denied'; disabled: boolean; onAnswer: (approved: boolean) => void }) => (
  <div class="approval" role="group" aria-label={state === 'approval' ? 'A change waiting for your answer' : 'A change you said no to'} data-testid="widget-approval">
    <p class="note">{state === 'approval' ? 'Waiting for your answer' : 'You said no — nothing changed'}</p>
    <p class="what">{what}</p>
    {state === 'approval' && (
      <div class="actions">
        <button type="button" class="primary small" disabled={disabled} onClick={() => onAnswer(true)} aria-label={`Approve: ${what}`}>Approve</button>
        <button type="button" class="deny small" disabled={disabled} onClick={() => onAnswer(false)} aria-label={`Deny: ${what}`}>Deny</button>
      </div>
    )}
  </div>
);

const ToolPart = ({ name, state, output, error, onAdd }: { name: string; state: string; output?: unknown; error?: string; onAdd: (c: Card) => void }) => {
  if (state === 'running') return <p class="muted">{TOOL_LABELS[name] ?? 'Working on it'}…</p>;
  if (state === 'error') return error ? <p class="muted">{error}</p> : null;
  const cards = cardsOf(name, output, location.origin);
  if (!cards.length) return null;
  return (
    <ul class="cards" aria-label="Suggested pieces">
      {cards.map((c) => (
        <li key={c.id} class="card">
          {c.image && <img src={c.image} alt="" loading="lazy" width={120} height={150} />}
          {c.note && <span class="note">{c.note}</span>}
          {c.match && <span class="note" title={c.match.endsWith('% match') ? MATCH_HINT : undefined}>{c.match}</span>}
          {c.page
            ? <a class="card-name" href={c.page} target="_blank" rel="noopener">{c.name}<span class="sr-only"> (on Atelier, opens in a new tab)</span></a>
            : <span class="card-name">{c.name}</span>}
          <span class="muted">{[c.brand, price(c.price)].filter(Boolean).join(' · ')}</span>
          <button type="button" class="primary small" onClick={() => onAdd(c)} aria-label={`Add to cart: ${c.name}`}>Add to cart</button>
        </li>
      ))}
    </ul>
  );
};
