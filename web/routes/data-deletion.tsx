import { LegalPage } from '../components/layout/legal-page.js';
import { SUPPORT_EMAIL } from '../components/layout/footer.js';

export const DELETION_TIMELINE = [
  { when: 'Within 24 hours', what: 'Your account is deactivated: you are signed out everywhere and your profile is no longer visible or used.' },
  { when: 'Within 30 days', what: 'Your personal data is deleted: account details, style profile, wardrobe, photos, trips, saved items and connections.' },
  { when: 'Within 90 days', what: 'Complete removal, including from backups and logs.' },
  { when: '6 months', what: 'Records needed to prevent fraud and abuse are kept, then deleted.' },
  { when: '1 year', what: 'Support tickets you sent us are kept, then deleted.' },
] as const;

export default function DataDeletionRoute() {
  return (
    <LegalPage title="Data Deletion">
      <section>
        <p>You can delete your Atelier account and the data connected to it at any time. Here is how, what happens, and how long it takes.</p>
      </section>
      <section>
        <h2>How to ask for deletion</h2>
        <ul>
          <li><strong>In the app:</strong> on Style Management, under Your data, choose Delete my account and type your email address to confirm. You can also download all your data there first.</li>
          <li>
            <strong>By email:</strong> write to <a className="underline" href={`mailto:${SUPPORT_EMAIL}?subject=Delete%20my%20account`}>{SUPPORT_EMAIL}</a>{' '}
            from the address on your account with the subject “Delete my account”.
          </li>
        </ul>
        <p>We respond to every deletion request within 48 hours.</p>
      </section>
      <section>
        <h2>Timeline</h2>
        <ol className="flex flex-col gap-3">
          {DELETION_TIMELINE.map((step) => (
            <li key={step.when} className="!ml-0 !list-none rounded-xl border border-stone-200 bg-white p-4">
              <p className="font-medium text-ink">{step.when}</p>
              <p className="text-sm text-stone-700">{step.what}</p>
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h2>What is deleted</h2>
        <ul>
          <li>Your account, email address and password hash.</li>
          <li>Your style sources, followed influencers, style profile and style DNA.</li>
          <li>Your wardrobe items, uploaded photos and product images.</li>
          <li>Your dressing room, saved products, likes, feedback and trip plans.</li>
          <li>Your AI stylist conversations and usage history.</li>
          <li>Any Instagram or Facebook access tokens and the data we received through them.</li>
        </ul>
      </section>
      <section>
        <h2>Disconnecting Instagram and Facebook</h2>
        <p>If you have connected Instagram or Facebook, you can cut the connection from their side without deleting your account:</p>
        <ul>
          <li>On Instagram: Settings → Apps and websites → Active → select Atelier → Remove.</li>
          <li>On Facebook: Settings &amp; privacy → Settings → Apps and websites → select Atelier → Remove.</li>
        </ul>
        <p>Then write to us and we delete the data we received from them on the timeline above.</p>
      </section>
    </LegalPage>
  );
}
