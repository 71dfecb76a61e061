import { homeSections } from '../../../shared/config/paths';
import { FeedbackPanel } from './feedback-panel';

/** SPEC.md section 2: the feedback form section of the home page (anchor `feedback`). */
export function FeedbackSection() {
  return (
    <section id={homeSections.feedback} className="section feedback-section" aria-labelledby="feedback-title">
      <FeedbackPanel heading="h2" titleId="feedback-title" />
    </section>
  );
}
