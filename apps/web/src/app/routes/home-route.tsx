import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoriesSection } from '../../features/catalogue';
import { FeedbackSection } from '../../features/feedback';
import { AboutSection, Hero } from '../../features/home';
import { usePageDescription } from '../../shared/lib/use-page-description';
import { usePageTitle } from '../../shared/lib/use-page-title';

/**
 * `/`: hero, category grid, about (#about-us) and the feedback form (#feedback), in that order.
 * Each section below the hero is a boundary of its own: adopting the prerendered page, React
 * makes each one live in a task of its own instead of one long task for the whole page.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.meta.title'));
  usePageDescription(t('home.meta.description'));
  return (
    <>
      <Hero />
      <Suspense>
        <CategoriesSection />
      </Suspense>
      <Suspense>
        <AboutSection />
      </Suspense>
      <Suspense>
        <FeedbackSection />
      </Suspense>
    </>
  );
}
