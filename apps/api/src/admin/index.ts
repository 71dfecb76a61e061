/** The admin area's face. */
export { AdminModule } from './admin.module.js';
