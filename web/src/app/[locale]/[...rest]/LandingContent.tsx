import { TemplateGrid, thumbSrc, type TemplateCardView } from '@/components/layout/TemplateGrid';
import { webappDestinationHref } from '@/components/layout/links';
import { SignupTrigger } from '@/components/signup';
import type { LandingConfig } from '@/content/landing';
import { rewriteDestination } from '@/engine/destination';
import { serviceBaseUrl } from '@/env';

/** The visible copy of a landing variant: headline, sub-headline, bullet points, call to action, templates. */
export function LandingContent({ config }: { config: LandingConfig }) {
  const webapp = serviceBaseUrl('webapp');
  const cachedApi = serviceBaseUrl('cached-api');
  const cards: TemplateCardView[] = config.hero.documents.map((doc) => {
    const destination = rewriteDestination(doc.url);
    return {
      label: doc.label,
      url: doc.url,
      destination,
      href: webappDestinationHref(webapp, destination, config.locale),
      thumb: thumbSrc(doc.thumb, cachedApi),
    };
  });
  const { content } = config;
  return (
    <>
      <section className="landing-hero" aria-labelledby="landing-headline">
        <h1 id="landing-headline">{content.headline}</h1>
        {content.subheadline ? <p className="lead">{content.subheadline}</p> : null}
        {content.bullets.length ? (
          <ul className="landing-bullets">
            {content.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
        <p>
          <SignupTrigger isLandingPage className="button button-primary landing-cta">
            {content.ctaLabel}
          </SignupTrigger>
        </p>
      </section>
      {cards.length ? (
        <section aria-labelledby="landing-templates">
          <h2 id="landing-templates">{config.hero.cardHeading ?? config.dialog.cardHeading ?? content.ctaLabel}</h2>
          <TemplateGrid
            documents={cards}
            label={config.hero.cardHeading ?? content.headline}
            wrap={(card, inner) => (
              // Signup §4: the create-account action with the template as the destination.
              <SignupTrigger className="template-card" url={card.url}>
                {inner}
              </SignupTrigger>
            )}
          />
        </section>
      ) : null}
    </>
  );
}
