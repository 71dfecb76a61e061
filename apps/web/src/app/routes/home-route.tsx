import { useTranslation } from 'react-i18next';
import { CategoriesSection } from '../../features/catalogue';
import { FeedbackSection } from '../../features/feedback';
import { AboutSection, Hero } from '../../features/home';
import { usePageDescription } from '../../shared/lib/use-page-description';
import { usePageTitle } from '../../shared/lib/use-page-title';

/** `/`: hero, category grid, about (#about-us) and the feedback form (#feedback), in that order. */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.meta.title'));
  usePageDescription(t('home.meta.description'));
  return (
    <>
      <Hero />
      <CategoriesSection />
      <AboutSection />
      <FeedbackSection />
    </>
  );
}
