import { Link } from 'react-router';
import { ArrowRight, Compass, Luggage, MessageCircle, Shirt, Sparkles, SwatchBook } from 'lucide-react';
import { buttonClass } from '../components/ui/button.js';
import { useSession } from '../lib/session.js';
import { usePageTitle } from '../lib/title.js';
import { openOnboarding } from '../components/onboarding/onboarding-store.js';

export const FEATURES = [
  { to: '/home', title: 'Personal Feed', text: 'Pieces picked for your style, across every budget, each with the reason it suits you.', Icon: Sparkles },
  { to: '/inspiration', title: 'Style Inspiration', text: 'The latest looks from the influencers Atelier follows, ready to like, save and shop.', Icon: Compass },
  { to: '/style', title: 'Style Management', text: 'Curate who inspires you: follow, pause and remove influencers in plain words.', Icon: SwatchBook },
  { to: '/chat', title: 'AI Stylist', text: 'Ask for pieces by colour, category or budget, find influencers like the ones you love and save your finds.', Icon: MessageCircle },
  { to: '/dressing-room', title: 'Dressing Room', text: 'Try combinations from your saved pieces and see how complete each look is.', Icon: Shirt },
  { to: '/trip-planner', title: 'Trip Planner', text: 'Day-by-day outfits for where you are going and what you will be doing.', Icon: Luggage },
] as const;

/** One piece of a sample look, as the catalogue drawings know it: category, colour word, item slug. */
interface LookPiece { category: string; colour: string; item: string }
interface CuratedLook { id: string; title: string; handle: string; price: number; description: string; pieces: readonly LookPiece[] }

export const CURATED_LOOKS = [
  {
    id: 'modern-minimalist',
    title: 'Modern Minimalist',
    handle: '@theminimalistwardrobe',
    price: 285,
    description: 'A camel wool coat over a fine-knit ivory sweater, straight black trousers and clean leather loafers.',
    pieces: [
      { category: 'Outerwear', colour: 'camel', item: 'wool-overcoat' },
      { category: 'Tops', colour: 'cream', item: 'fine-knit-sweater' },
      { category: 'Bottoms', colour: 'black', item: 'straight-trousers' },
      { category: 'Shoes', colour: 'brown', item: 'leather-loafers' },
    ],
  },
  {
    id: 'parisian-chic',
    title: 'Parisian Chic',
    handle: '@parisianstyle',
    price: 340,
    description: 'A navy striped Breton top, high-waisted wide-leg denim, a trench coat and ballet flats.',
    pieces: [
      { category: 'Outerwear', colour: 'beige', item: 'trench-coat' },
      { category: 'Tops', colour: 'navy', item: 'striped-breton-top' },
      { category: 'Bottoms', colour: 'blue', item: 'wide-leg-jeans' },
      { category: 'Shoes', colour: 'black', item: 'ballet-flats' },
    ],
  },
  {
    id: 'evening-elegance',
    title: 'Evening Elegance',
    handle: '@eveningedit',
    price: 520,
    description: 'A black silk slip dress with a tailored blazer, gold hoops and a structured mini bag.',
    pieces: [
      { category: 'Dresses', colour: 'black', item: 'silk-slip-dress' },
      { category: 'Outerwear', colour: 'black', item: 'tailored-blazer' },
      { category: 'Bags', colour: 'burgundy', item: 'structured-mini-bag' },
      { category: 'Jewelry', colour: 'yellow', item: 'gold-hoops' },
    ],
  },
] as const satisfies readonly CuratedLook[];

/**
 * The look drawn as a flat lay by the same generator as the catalogue (server/media, /media/looks):
 * three parallel lists — categories, colours, item slugs — in the order the pieces are laid out.
 */
export const lookImageUrl = (id: string, pieces: readonly LookPiece[]): string => {
  const list = (key: keyof LookPiece) => pieces.map((p) => p[key]).join(',');
  return `/media/looks/${id}.svg?${new URLSearchParams({ k: list('category'), c: list('colour'), i: list('item') }).toString()}`;
};

export default function LandingRoute() {
  usePageTitle(null);
  const { status } = useSession();
  const signedIn = status === 'authenticated';

  return (
    <>
      <section aria-labelledby="hero-title" className="border-b border-stone-200 bg-gradient-to-b from-sand/60 to-paper">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-7 px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent">Your personal AI stylist</p>
          <h1 id="hero-title" className="font-display text-5xl leading-[1.05] text-ink sm:text-7xl">
            Dressed like you,
            <br />
            <em className="text-stone-600">only more so.</em>
          </h1>
          <p className="max-w-2xl text-lg text-stone-700">
            Atelier learns your taste from the people who inspire you and the pieces you like and save, then curates a feed
            that says why each piece suits you.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {status === 'loading' ? (
              <span aria-hidden className="h-12 w-64" />
            ) : signedIn ? (
              <Link to="/home" className={buttonClass('primary', 'lg')}>
                Enter Your Atelier <ArrowRight className="size-4" aria-hidden />
              </Link>
            ) : (
              <Link to="/auth" className={buttonClass('primary', 'lg')}>
                Begin Your Style Journey <ArrowRight className="size-4" aria-hidden />
              </Link>
            )}
            <Link to="/inspiration" className={buttonClass('outline', 'lg')}>
              Style Inspiration
            </Link>
            <button type="button" onClick={openOnboarding} className={buttonClass('ghost', 'lg')}>
              Preview Onboarding
            </button>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 id="features-title" className="text-center font-display text-4xl text-ink">Everything your wardrobe needs</h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-stone-600">Six rooms, one atelier.</p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-7 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                <Icon className="size-6 text-accent" aria-hidden />
                <h3 className="font-display text-2xl text-ink">{title}</h3>
                <p className="text-sm leading-relaxed text-stone-600">{text}</p>
                <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-ink">
                  Explore <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="looks-title" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="looks-title" className="text-center font-display text-4xl text-ink">Curated Looks</h2>
          <p className="mx-auto mt-3 max-w-xl text-center text-stone-600">A taste of what your stylist puts together.</p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {CURATED_LOOKS.map((look) => (
              <li key={look.title}>
                <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-paper">
                  {/* The description below says what is in the picture, so the image itself is decorative. */}
                  <img
                    src={lookImageUrl(look.id, look.pieces)}
                    alt=""
                    width={640}
                    height={480}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-sand object-cover"
                    data-testid="look-image"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-6">
                    <div className="flex items-baseline justify-between gap-3">
                      <h3 className="font-display text-2xl text-ink">{look.title}</h3>
                      <p className="whitespace-nowrap text-sm font-medium text-ink">From ${look.price}</p>
                    </div>
                    <p className="text-sm text-accent">{look.handle}</p>
                    <p className="text-sm leading-relaxed text-stone-600">{look.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
