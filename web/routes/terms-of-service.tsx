import { LegalPage } from '../components/layout/legal-page.js';
import { SUPPORT_EMAIL } from '../components/layout/footer.js';

export default function TermsOfServiceRoute() {
  return (
    <LegalPage title="Terms of Service">
      <section>
        <p>
          These terms are the agreement between you and Atelier when you use our website and our AI stylist. By creating an
          account or using the service you accept them. If you do not agree, please do not use Atelier.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>You must be at least 13 years old, and old enough to agree to these terms where you live.</li>
          <li>Give a real email address, keep your password to yourself, and tell us if you think someone else has used your account.</li>
          <li>You are responsible for what happens under your account.</li>
        </ul>
      </section>
      <section>
        <h2>What Atelier offers</h2>
        <p>
          Atelier suggests products, outfits and influencers based on your style. Suggestions are advice, not guarantees: sizes, prices and availability
          are set by the retailers, and any purchase is between you and that retailer. Some product links may earn us a commission; this never changes
          the price you pay.
        </p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          You keep ownership of the photos, notes and other content you add. You give us permission to store and process it only to provide the service to
          you. Only upload content you have the right to use, and nothing unlawful, hateful or that infringes someone else's rights.
        </p>
      </section>
      <section>
        <h2>Fair use</h2>
        <ul>
          <li>Do not try to break, overload or get around the security of the service, including its rate limits.</li>
          <li>Do not scrape the service, resell it, or use it to build a competing product.</li>
          <li>Connect only social accounts that are yours.</li>
        </ul>
      </section>
      <section>
        <h2>Ending the agreement</h2>
        <p>
          You can stop using Atelier and delete your account at any time. We may suspend accounts that break these terms, and we will tell you why unless
          the law or safety prevents it.
        </p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>
          We work hard to keep Atelier available and accurate, but the service is provided as it is. To the extent the law allows, we are not liable for
          indirect losses or for products bought from third parties. Nothing here limits rights you have under consumer law.
        </p>
      </section>
      <section>
        <h2>Changes and contact</h2>
        <p>
          We may update these terms; if a change is significant we will let you know before it applies. Questions:{' '}
          <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </LegalPage>
  );
}
