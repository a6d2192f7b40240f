import { Luggage } from 'lucide-react';
import { Page } from '../components/layout/page.js';
import { ComingSoon } from '../components/layout/coming-soon.js';

/**
 * Placeholder: this route's content comes with a later issue. Its copy says only what is true today:
 * the stylist cannot plan a trip or a packing list yet, so it is not offered as a stand-in.
 */
export default function TripPlannerRoute() {
  return (
    <Page title="Trip Planner">
      <ComingSoon icon={<Luggage className="size-8" />} title="Trip planning isn’t ready yet"
        description="Meanwhile, the AI stylist can find pieces by colour, category and budget." to="/chat" action="Ask the AI Stylist" />
    </Page>
  );
}
