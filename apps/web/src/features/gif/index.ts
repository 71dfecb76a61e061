export { GifPage } from './components/gif-page';
