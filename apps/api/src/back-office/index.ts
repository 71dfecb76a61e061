/** The back office's face: the staff's views across contexts (the dashboard). */
export { BackOfficeModule } from './back-office.module.js';
