export { ImprintPage } from './components/imprint-page';
