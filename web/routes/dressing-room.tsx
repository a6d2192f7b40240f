import { Page } from '../components/layout/page.js';

/** Placeholder: this route's content comes with a later issue. */
export default function DressingRoomRoute() {
  return <Page title="Dressing Room" description="Build complete looks from the pieces you have saved." />;
}
