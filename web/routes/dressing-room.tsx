import { DoorOpen } from 'lucide-react';
import { Page } from '../components/layout/page.js';
import { ComingSoon } from '../components/layout/coming-soon.js';

/** Placeholder: this route's content comes with a later issue. */
export default function DressingRoomRoute() {
  return (
    <Page title="Dressing Room" description="Build complete looks from the pieces you have saved.">
      <ComingSoon icon={<DoorOpen className="size-8" />} title="The dressing room opens soon"
        description="Save pieces from your feed now; they will be waiting here to try together." to="/home" action="Browse your feed" />
    </Page>
  );
}
