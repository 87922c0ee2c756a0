/** The browser tests start the built site the same way the screenshots and the benchmark do. */
export { projectDir, startSite, webDir, type RunningSite } from '../../../scripts/lib/site-server';
