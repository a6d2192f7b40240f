/** The /style tabs this area owns: Wardrobe (the My Wardrobe catalogue) and My Products (product upload). */
import { TabsContent, TabsTrigger } from '../ui/index.js';
import { ProductUpload } from './product-upload.js';
import { WardrobeCatalogue } from './wardrobe-catalogue.js';

export const WardrobeTab = () => <WardrobeCatalogue headingLevel="h3" />;
export const MyProductsTab = () => <ProductUpload />;

/** The two triggers and panels, for a Tabs list on /style. */
export const WardrobeTabTriggers = () => (
  <>
    <TabsTrigger value="wardrobe">Wardrobe</TabsTrigger>
    <TabsTrigger value="products">My Products</TabsTrigger>
  </>
);
export const WardrobeTabPanels = () => (
  <>
    <TabsContent value="wardrobe"><WardrobeTab /></TabsContent>
    <TabsContent value="products"><MyProductsTab /></TabsContent>
  </>
);
