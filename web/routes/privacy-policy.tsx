import { LegalPage } from '../components/layout/legal-page.js';
import { SUPPORT_EMAIL } from '../components/layout/footer.js';

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <p>
          Atelier is a personal styling service. This policy explains what we collect when you use it, why, who can see it, and the choices you have. We
          collect only what the service needs to style you, and we never sell your personal information.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li><strong>Account details:</strong> your email address and a securely hashed password. We never see or store your password in plain text.</li>
          <li><strong>Style information you give us:</strong> influencers you follow, handles you paste or import, wardrobe items, photos you upload, trips you plan, and feedback on recommendations.</li>
          <li><strong>Connected accounts:</strong> if you connect Instagram or Facebook, the profile name and public posts those services share with your permission, and an access token stored encrypted.</li>
          <li><strong>Activity in the app:</strong> the products you save, like or open, so recommendations improve over time.</li>
          <li><strong>Technical data:</strong> your IP address and browser type, used for security (for example to limit repeated sign-in attempts) and kept in short-lived logs.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          We use your information to run your account, build your style profile, recommend products and looks, answer you in the AI stylist chat, send the
          emails you ask for (verification and password reset), and protect the service against abuse. The AI stylist only works with data in your own
          account.
        </p>
      </section>
      <section>
        <h2>Who we share it with</h2>
        <p>
          We do not sell or rent personal information. We share data only with providers that run parts of the service for us (hosting, email delivery and,
          when enabled, an AI model provider), under contracts that forbid any other use; and when the law requires it. When you open a retailer's product
          link, that retailer's own privacy policy applies.
        </p>
      </section>
      <section>
        <h2>Your choices and rights</h2>
        <ul>
          <li>See and change your style sources, the influencers you follow and the pieces you save at any time in the app.</li>
          <li>Disconnect Instagram or Facebook whenever you like; we stop collecting from them at once.</li>
          <li>Ask for a copy of your data, or its correction, by writing to us.</li>
          <li>Delete your account and data, as described on our <a className="underline" href="/data-deletion">Data Deletion</a> page.</li>
        </ul>
      </section>
      <section>
        <h2>Keeping data safe</h2>
        <p>
          Connections are encrypted in transit, passwords are hashed, access tokens are encrypted at rest, and access to production systems is limited to the
          people who need it. We keep data only as long as your account is open, or as the deletion timeline explains.
        </p>
      </section>
      <section>
        <h2>Children</h2>
        <p>
          Atelier is not for children under 13, and we do not knowingly collect information from them. If you believe a child under 13 has given us
          information, contact us and we will delete it.
        </p>
      </section>
      <section>
        <h2>Changes and contact</h2>
        <p>
          If we change this policy in a way that matters, we will tell you in the app or by email before it takes effect. Questions are welcome at{' '}
          <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </LegalPage>
  );
}
