export { Hero } from './components/hero';
export { AboutSection } from './components/about-section';
