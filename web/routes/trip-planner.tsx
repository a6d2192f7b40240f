import { Luggage } from 'lucide-react';
import { Page } from '../components/layout/page.js';
import { ComingSoon } from '../components/layout/coming-soon.js';

/** Placeholder: this route's content comes with a later issue. */
export default function TripPlannerRoute() {
  return (
    <Page title="Trip Planner" description="Outfits for every day of your trip.">
      <ComingSoon icon={<Luggage className="size-8" />} title="Trip planning is on its way"
        description="Until then, ask the AI stylist what to pack for where you are going." to="/chat" action="Ask the AI Stylist" />
    </Page>
  );
}
