export { NewsletterForm } from './components/newsletter-form';
export { UnsubscribePage } from './components/unsubscribe-page';
