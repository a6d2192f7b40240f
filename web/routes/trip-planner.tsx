import { Page } from '../components/layout/page.js';

/** Placeholder: this route's content comes with a later issue. */
export default function TripPlannerRoute() {
  return <Page title="Trip Planner" description="Outfits for every day of your trip." />;
}
