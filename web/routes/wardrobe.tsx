/**
 * /wardrobe (product rules §2): the Outfit Builder over the shopper's own pieces, the Look Completion
 * uploader, 'Your Current Pieces', 'Curated For You', two Complete Look Suggestions, My Wardrobe
 * (search, category, add by link or photo) and the pipeline testing panel.
 */
import { toast } from 'sonner';
import type { WardrobeItem } from '../../tools/wardrobe/contracts.js';
import { Page } from '../components/layout/page.js';
import { OutfitBuilder } from '../components/outfits/outfit-builder.js';
import { SavedOutfits } from '../components/outfits/saved-outfits.js';
import { useOutfit } from '../components/outfits/use-outfit.js';
import { CompleteLookSuggestions } from '../components/wardrobe/complete-look-cards.js';
import { CuratedForYou } from '../components/wardrobe/curated-for-you.js';
import { CurrentPieces } from '../components/wardrobe/current-pieces.js';
import { LookCompletion } from '../components/wardrobe/look-completion.js';
import { PipelinePanel } from '../components/wardrobe/pipeline-panel.js';
import { WardrobeCatalogue } from '../components/wardrobe/wardrobe-catalogue.js';

export default function WardrobeRoute() {
  const outfit = useOutfit();
  const addToOutfit = (item: WardrobeItem) => {
    if (!item.slot) return;
    const result = outfit.place(item.slot, {
      source: 'wardrobe', id: item.id, name: item.item_name, image_url: item.image_url, brand: item.brand, price: item.purchase_price, category: item.category,
    });
    if (!result.ok) toast.error('Not added to the outfit', { description: result.message });
  };
  return (
    <Page title="My Wardrobe" description="What you own, the outfits it makes, and what would finish them." wide>
      <div className="flex flex-col gap-14">
        <div className="flex flex-col gap-6">
          <OutfitBuilder state={outfit} description="Build from your wardrobe, your dressing room and the catalogue." />
          <SavedOutfits />
        </div>
        <WardrobeCatalogue onAddToOutfit={addToOutfit} />
        <LookCompletion />
        <CurrentPieces />
        <CuratedForYou />
        <CompleteLookSuggestions />
        <PipelinePanel />
      </div>
    </Page>
  );
}
