export { FeedbackPage } from './components/feedback-page';
export { FeedbackSection } from './components/feedback-section';
